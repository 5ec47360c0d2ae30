// Brings a deal's price history and last link check into the device's database when its page opens. The
// page reads them from there, so they stay readable offline; without a connection, or when the server
// refuses, the copy from the last visit stands. How the last attempt for each deal went is kept in memory,
// so a page with no stored copy can say it could not load one instead of loading forever.
import { savePriceHistory } from '@lib/db/price-history-store';
import { priceHistoryApiPath } from '@shared/price-history/price-history';
import { parsePriceHistoryAnswer } from '@shared/price-history/price-history-wire';
import { useSyncExternalStore } from 'react';

/** 'loading' while asked, 'stored' once the answer is kept, 'failed' when none came or it was unusable. */
export type PriceHistoryFetch = 'loading' | 'stored' | 'failed';

const attempts = new Map<string, PriceHistoryFetch>();
const listeners = new Set<() => void>();

function note(dealId: string, state: PriceHistoryFetch): void {
  attempts.set(dealId, state);
  for (const notify of listeners) notify();
}

async function fetchAnswer(dealId: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(priceHistoryApiPath(dealId), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return undefined; // Offline.
  }
  if (!response.ok) {
    // The unread answer is let go, or the browser would hold the request open for as long as the page lives.
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  return response.json().catch(() => undefined);
}

export async function refreshPriceHistory(dealId: string): Promise<void> {
  note(dealId, 'loading');
  const body = await fetchAnswer(dealId);
  const answer = body === undefined ? null : parsePriceHistoryAnswer(body, dealId);
  if (!answer) {
    note(dealId, 'failed');
    return;
  }
  try {
    await savePriceHistory(answer);
    note(dealId, 'stored');
  } catch (error) {
    console.warn('The price history could not be stored on this device:', error);
    note(dealId, 'failed');
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const nothingYet = (): undefined => undefined;

/** How the last fetch of the deal's history went; undefined before any (and while the server draws). */
export function usePriceHistoryFetch(dealId: string): PriceHistoryFetch | undefined {
  return useSyncExternalStore(subscribe, () => attempts.get(dealId), nothingYet);
}
