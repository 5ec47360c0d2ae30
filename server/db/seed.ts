// The first start fills an empty database with the sample deals, once: deals the operator later deletes
// stay deleted, and restarts never add them again. Each sample deal comes with a made-up price history
// (server/catalog/sample-price-history.ts), so the deal pages have prices to chart and discounts to check,
// and the sample stores some codes (src/shared/sample/sample-coupons.ts).
import { SAMPLE_COUPONS } from '../../src/shared/sample/sample-coupons.ts';
import { createSampleDeals } from '../../src/shared/sample/sample-deals.ts';
import { samplePriceHistory } from '../catalog/sample-price-history.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { readMeta } from './app-meta.ts';
import type { Database } from './client.ts';
import { insertCoupon } from './coupon-repository.ts';
import type { WriteSummary } from './deals/deal-writes.ts';
import { insertPricePoints } from './price-history-repository.ts';
import { appMeta, deals } from './schema.ts';
import { listStores } from './store-repository.ts';
import { asDatabase } from './transaction.ts';

const SEEDED_KEY = 'sample_deals_seeded_at';

/** Writes the sample deals after their price histories, in one transaction. */
async function writeSampleDeals(db: Database, now: Date): Promise<WriteSummary> {
  const samples = createSampleDeals(now);
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await insertPricePoints(tx, samples.flatMap(samplePriceHistory));
    // The histories end at each deal's price, so saving records nothing more: it works out their truths.
    const summary = await saveDeals(tx, samples, { source: 'seed', at: now });
    await writeSampleCoupons(tx, now);
    return summary;
  });
}

/** The sample stores' codes, written once their stores exist (saveDeals fills the stores). */
async function writeSampleCoupons(db: Database, now: Date): Promise<void> {
  const slugByName = new Map((await listStores(db)).map((store) => [store.name, store.slug]));
  for (const [index, sample] of SAMPLE_COUPONS.entries()) {
    const storeSlug = slugByName.get(sample.store);
    if (!storeSlug) continue;
    await insertCoupon(db, {
      id: `sample-code-${index + 1}`,
      storeSlug,
      code: sample.code,
      title: sample.title,
      terms: sample.terms,
      url: '',
      startsAt: now,
      endsAt: sample.days === null ? null : new Date(now.getTime() + sample.days * 86_400_000),
      source: 'operator',
      status: 'live',
    });
  }
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
