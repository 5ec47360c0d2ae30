// Brings a deal's price history and last link check into the device's database when its page opens. The
// page reads them from there, so they stay readable offline; without a connection, or when the server
// refuses, the copy from the last visit stands. How the last attempt for each deal went is kept in memory,
// so a page with no stored copy can say it could not load one instead of loading forever.

import { storePriceHistory } from '@lib/store-price-history';
import { useSyncExternalStore } from 'react';

/** 'loading' while asked, 'stored' once the answer is kept, 'failed' when none came or it was unusable. */
export type PriceHistoryFetch = 'loading' | 'stored' | 'failed';

const attempts = new Map<string, PriceHistoryFetch>();
const listeners = new Set<() => void>();

function note(dealId: string, state: PriceHistoryFetch): void {
  attempts.set(dealId, state);
  for (const notify of listeners) notify();
}

export async function refreshPriceHistory(dealId: string): Promise<void> {
  note(dealId, 'loading');
  note(dealId, (await storePriceHistory(dealId)) ? 'stored' : 'failed');
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
