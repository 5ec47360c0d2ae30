// A deal's price history and last link check as the site tells them (PriceHistoryAnswer): the answer of
// GET /api/deals/:id/history, and what the deal page is drawn with, so both say the same.
import type { PriceHistoryAnswer } from '../../src/shared/price-history/price-history.ts';
import type { Database } from '../db/client.ts';
import { lastLinkCheck } from '../db/link-check-repository.ts';
import { priceHistory } from '../db/price-history-repository.ts';

/** The prices of the PRICE_HISTORY_DAYS days before `now`, led by the one in force then, and the last check. */
export async function readPriceHistoryAnswer(
  db: Database,
  dealId: string,
  now: Date,
): Promise<PriceHistoryAnswer> {
  const [points, linkCheck] = await Promise.all([priceHistory(db, dealId, now), lastLinkCheck(db, dealId)]);
  return { dealId, points, linkCheck };
}
