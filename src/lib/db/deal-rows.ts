// Conversion between the app's Deal and the stored DealRow (indexable flag, expiry instant), and the words a
// stored deal is found by.
import type { Deal } from '@shared/deal';
import { dealSearchWords, expiresAtMs } from '@shared/deal-rules';
import type { DealRow } from './database';

export const toDealRow = (deal: Deal): DealRow => ({
  ...deal,
  todayOnly: deal.todayOnly ? 1 : 0,
  expiresAt: expiresAtMs(deal.expiryDate),
});

/** A stored deal's search words: its id and the words of its title, description and store. */
export const wordsOfRow = (row: DealRow) => ({ id: row.id, searchWords: dealSearchWords(row) });

export function toDeal(row: DealRow): Deal {
  // Rows stored before version 3 still carry their search words.
  const {
    searchWords: _words,
    expiresAt: _expiresAt,
    todayOnly,
    ...deal
  } = row as DealRow & {
    searchWords?: string[];
  };
  return { ...deal, todayOnly: todayOnly === 1 };
}
