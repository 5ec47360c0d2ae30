// Fetches a deal's price history and last link check and keeps them in the device's database, so its page
// can show them offline. No React here: the deal sync's worker runs it for a page the server drew
// (src/features/deal-sync/worker-jobs.ts), and the app's deal screen (deal-detail/sync-price-history.ts).

import { savePriceHistory } from '@lib/db/price-history-store';
import { fetchJsonAnswer } from '@lib/fetch-json-answer';
import { priceHistoryApiPath } from '@shared/price-history/price-history';
import { parsePriceHistoryAnswer } from '@shared/price-history/price-history-wire';

/** True once the answer is kept; false when none came, it was unusable, or storage refused it. */
export async function storePriceHistory(dealId: string): Promise<boolean> {
  const body = await fetchJsonAnswer(priceHistoryApiPath(dealId));
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
