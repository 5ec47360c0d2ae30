// Conversion between the app's Deal and the stored DealRow (indexable flags, search words, expiry instant).
import type { Deal } from '@shared/deal';
import { dealSearchWords, expiresAtMs } from '@shared/deal-rules';
import type { DealRow } from './database';

export const toDealRow = (deal: Deal): DealRow => ({
  ...deal,
  todayOnly: deal.todayOnly ? 1 : 0,
  searchWords: dealSearchWords(deal),
  expiresAt: expiresAtMs(deal.expiryDate),
});

export function toDeal(row: DealRow): Deal {
  const { searchWords: _words, expiresAt: _expiresAt, todayOnly, ...deal } = row;
  return { ...deal, todayOnly: todayOnly === 1 };
}
