// Fetches a deal's price history and last link check and keeps them in the device's database, so its page
// can show them offline. No React here: the deal sync's worker runs it for a page the server drew
// (src/features/deal-sync/worker-jobs.ts), and the app's deal screen (deal-detail/sync-price-history.ts).
import { savePriceHistory } from '@lib/db/price-history-store';
import { priceHistoryApiPath } from '@shared/price-history/price-history';
import { parsePriceHistoryAnswer } from '@shared/price-history/price-history-wire';

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

/** True once the answer is kept; false when none came, it was unusable, or storage refused it. */
export async function storePriceHistory(dealId: string): Promise<boolean> {
  const body = await fetchAnswer(dealId);
  const answer = body === undefined ? null : parsePriceHistoryAnswer(body, dealId);
  if (!answer) return false;
  try {
    await savePriceHistory(answer);
    return true;
  } catch (error) {
    console.warn('The price history could not be stored on this device:', error);
    return false;
  }
}
