// The first start fills an empty database with the sample deals, once: deals the operator later deletes
// stay deleted, and restarts never add them again.
import { createSampleDeals } from '../../src/shared/sample-deals.ts';
import { readMeta } from './app-meta.ts';
import type { Database } from './client.ts';
import { saveDeals, type WriteSummary } from './deal-repository.ts';
import { appMeta, deals } from './schema.ts';

const SEEDED_KEY = 'sample_deals_seeded_at';

/**
 * Seeds the sample deals into a database that was never seeded and holds no deals (an operator who
 * imported real deals first never gets samples mixed in). Returns what was written, if anything.
 */
export async function seedSampleDeals(db: Database, now = new Date()): Promise<WriteSummary | undefined> {
  if (await readMeta(db, SEEDED_KEY)) return undefined;
  const [existing] = await db.select({ id: deals.id }).from(deals).limit(1);
  const summary = existing ? undefined : await saveDeals(db, createSampleDeals(now));
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  return summary;
}
