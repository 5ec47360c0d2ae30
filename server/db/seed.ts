// The first start fills an empty database with the sample deals, once: deals the operator later deletes
// stay deleted, and restarts never add them again. Each sample deal comes with a made-up price history
// (server/catalog/sample-price-history.ts), so the deal pages have prices to chart and discounts to check.
import { createSampleDeals } from '../../src/shared/sample/sample-deals.ts';
import { samplePriceHistory } from '../catalog/sample-price-history.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { readMeta } from './app-meta.ts';
import type { Database } from './client.ts';
import type { WriteSummary } from './deals/deal-writes.ts';
import { insertPricePoints } from './price-history-repository.ts';
import { appMeta, deals } from './schema.ts';
import { asDatabase } from './transaction.ts';

const SEEDED_KEY = 'sample_deals_seeded_at';

/** Writes the sample deals after their price histories, in one transaction. */
async function writeSampleDeals(db: Database, now: Date): Promise<WriteSummary> {
  const samples = createSampleDeals(now);
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await insertPricePoints(tx, samples.flatMap(samplePriceHistory));
    // The histories end at each deal's price, so saving records nothing more: it works out their truths.
    return saveDeals(tx, samples, { source: 'seed', at: now });
  });
}

/**
 * Seeds the sample deals into a database that was never seeded and holds no deals (an operator who
 * imported real deals first never gets samples mixed in). Returns what was written, if anything.
 */
export async function seedSampleDeals(db: Database, now = new Date()): Promise<WriteSummary | undefined> {
  if (await readMeta(db, SEEDED_KEY)) return undefined;
  const [existing] = await db.select({ id: deals.id }).from(deals).limit(1);
  const summary = existing ? undefined : await writeSampleDeals(db, now);
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  return summary;
}
