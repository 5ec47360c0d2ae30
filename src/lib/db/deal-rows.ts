// Conversion between the app's Deal and the stored DealRow (indexable flag, expiry instant, the keys the
// home page reads by), and the words a stored deal is found by.
import type { Deal } from '@shared/deal/deal';
import { createdAtMs, dealSearchWords, expiresAtMs, topDealKey } from '@shared/deal/deal-rules';
import type { DealRow } from './database';

export function toDealRow(deal: Deal): DealRow {
  const { todayOnly, ...fields } = deal;
  const row: DealRow = {
    ...fields,
    expiresAt: expiresAtMs(deal.expiryDate),
    createdMs: createdAtMs(deal.createdAt),
    topKey: topDealKey(deal),
  };
  // Only where they apply, so their indexes stay small (see DealRow).
  if (todayOnly) row.todayOnly = 1;
  if (deal.source === 'affiliate') row.affiliate = 1;
  return row;
}

/** A deal's search words: its id and the words of its title, description and store. */
export const wordsOfDeal = (deal: Pick<Deal, 'id' | 'title' | 'description' | 'store'>) => ({
  id: deal.id,
  searchWords: dealSearchWords(deal),
});

/** A stored deal's search words. */
export const wordsOfRow = (row: DealRow) => wordsOfDeal(row);

export function toDeal(row: DealRow): Deal {
  // Rows stored before version 3 still carry their search words.
  const {
    searchWords: _words,
    expiresAt: _expiresAt,
    createdMs: _createdMs,
    topKey: _topKey,
    affiliate: _affiliate,
    todayOnly,
    ...deal
  } = row as DealRow & {
    searchWords?: string[];
  };
  return { ...deal, todayOnly: todayOnly === 1 };
}
