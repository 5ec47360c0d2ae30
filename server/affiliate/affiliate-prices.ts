// The affiliate provider's prices, recorded like the site's own: each fresh list's prices are kept as seen
// (source 'affiliate', a row only where a price changed) and each deal is served with the price truth its
// recorded prices give. A price truth the provider sends is never passed on.
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { Database } from '../db/client.ts';
import { priceTruths, recordPrices } from '../db/price-history-repository.ts';
import { asDatabase } from '../db/transaction.ts';

/** The deal without a price truth from elsewhere. */
export const withoutPriceTruth = ({ priceTruth: _untrusted, ...deal }: Deal): Deal => deal;

/** Records the prices of a fresh affiliate list seen at `at`; answers its deals with their price truth. */
export async function recordAffiliatePrices(db: Database, list: readonly Deal[], at: Date): Promise<Deal[]> {
  const truths = await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await recordPrices(
      tx,
      list.map((deal) => ({ dealId: deal.id, price: deal.currentPrice, listPrice: deal.originalPrice })),
      { source: 'affiliate', at },
    );
    return priceTruths(
      tx,
      list.map((deal) => deal.id),
    );
  });
  return list.map((deal) => {
    const priceTruth = truths.get(deal.id);
    return priceTruth ? { ...withoutPriceTruth(deal), priceTruth } : withoutPriceTruth(deal);
  });
}
