// Writing deals: new and changed deals in batches, each with the prices seen and the price truth they give,
// and the community's figures of one deal. This is where a deal becomes live, however it comes; whoever
// must hear of the deals a write added (the alert rules: server/catalog/save-deals.ts) is told in the
// write's own transaction through `afterWrite`.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { normalizeDealLink } from '../../../src/shared/deal/deal-link.ts';
import { dealSearchWords } from '../../../src/shared/deal/deal-rules.ts';
import type { PriceTruth } from '../../../src/shared/price-history/price-history.ts';
import type { Database } from '../client.ts';
import { databaseReason } from '../database-error.ts';
import { type PriceSighting, priceTruths, recordPrices } from '../price-history-repository.ts';
import { dealRemovals, deals } from '../schema.ts';
import { asDatabase } from '../transaction.ts';
import { lockForWrite } from './deal-changes.ts';

export interface WriteSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Deals the database refused, each with its reason; every other deal was written. */
  refused: { id: string; reason: string }[];
}

type WriteCounts = Omit<WriteSummary, 'refused'> & {
  /** Ids of the deals this write added (not updated): they are new to alert rules. */
  added: string[];
};

/** What runs in a write's transaction once its deals are written: the ids of the deals it added. */
export type AfterWrite = (tx: Database, added: string[]) => Promise<void>;

/**
 * The catalog's part of a deal: the community's figures live in their own columns, kept by every import. A
 * price truth that comes with the deal (an import file's, say) is never taken: the one stored is worked out
 * here from the prices seen.
 */
const catalogData = (
  { temperature: _t, commentCount: _c, priceTruth: _p, ...deal }: Deal,
  priceTruth: PriceTruth | undefined,
): Deal => ({
  ...deal,
  source: 'own',
  ...(priceTruth ? { priceTruth } : {}),
});

const columnsOf = (deal: Deal, priceTruth: PriceTruth | undefined) => ({
  id: deal.id,
  title: deal.title,
  description: deal.description,
  store: deal.store,
  category: deal.category,
  searchWords: dealSearchWords(deal).join(' '),
  currentPrice: deal.currentPrice,
  originalPrice: deal.originalPrice,
  createdAt: new Date(deal.createdAt),
  expiryDate: deal.expiryDate ? new Date(deal.expiryDate) : null,
  data: catalogData(deal, priceTruth),
  linkKey: normalizeDealLink(deal.affiliateUrl) ?? null,
});

/**
 * Writes deals in one savepoint, with the prices seen and the price truth they give: all of them, or none
 * when the database refuses any. A deal whose price did not change gets no new price row, so its truth and
 * its data stay the same and it keeps its change number.
 */
async function writeBatch(tx: Database, batch: Deal[], sighting: PriceSighting): Promise<WriteCounts> {
  return tx.transaction(async (transaction) => {
    const savepoint = asDatabase(transaction);
    const ids = batch.map((deal) => deal.id);
    await recordPrices(
      savepoint,
      batch.map((deal) => ({ dealId: deal.id, price: deal.currentPrice, listPrice: deal.originalPrice })),
      sighting,
    );
    const truths = await priceTruths(savepoint, ids);
    const written = await savepoint
      .insert(deals)
      .values(batch.map((deal) => columnsOf(deal, truths.get(deal.id))))
      .onConflictDoUpdate({
        target: deals.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          store: sql`excluded.store`,
          category: sql`excluded.category`,
          searchWords: sql`excluded.search_words`,
          currentPrice: sql`excluded.current_price`,
          originalPrice: sql`excluded.original_price`,
          createdAt: sql`excluded.created_at`,
          expiryDate: sql`excluded.expiry_date`,
          data: sql`excluded.data`,
          linkKey: sql`excluded.link_key`,
          changeSeq: sql`nextval('deal_change_seq')`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${deals.data} is distinct from excluded.data`,
      })
      .returning({ id: deals.id, inserted: sql<boolean>`(xmax = 0)` });
    // A deal that comes back is no longer removed.
    await savepoint.delete(dealRemovals).where(inArray(dealRemovals.id, ids));
    const added = written.filter((row) => row.inserted).map((row) => row.id);
    const inserted = added.length;
    return { inserted, updated: written.length - inserted, unchanged: batch.length - written.length, added };
  });
}

const BATCH_SIZE = 200;

/**
 * Inserts new deals and updates changed ones, in one transaction; an identical deal keeps its change
 * number. This is where a deal becomes live, however it comes (an approved submission, an operator import):
 * `afterWrite` runs in the same transaction with the ids of the deals added.
 * Every price written is recorded as seen by `sighting` (its source says where it came from) in the same
 * transaction, and each deal carries the price truth its recorded prices give.
 * A deal the database refuses (a value beyond a column's range, say) is reported in `refused` with the
 * database's reason, and every other deal is still written: a batch that fails is written
 * again one deal at a time to find the ones at fault.
 */
export async function writeDeals(
  db: Database,
  list: Deal[],
  sighting: PriceSighting,
  afterWrite?: AfterWrite,
): Promise<WriteSummary> {
  const summary: WriteSummary = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  if (list.length === 0) return summary;
  const added: string[] = [];
  const add = (counts: WriteCounts) => {
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    added.push(...counts.added);
  };
  await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await lockForWrite(tx);
    for (let start = 0; start < list.length; start += BATCH_SIZE) {
      const batch = list.slice(start, start + BATCH_SIZE);
      try {
        add(await writeBatch(tx, batch, sighting));
      } catch {
        for (const deal of batch) {
          try {
            add(await writeBatch(tx, [deal], sighting));
          } catch (error) {
            summary.refused.push({ id: deal.id, reason: databaseReason(error) });
          }
        }
      }
    }
    await afterWrite?.(tx, added);
  });
  return summary;
}

/** A deal's community figures, kept in their own columns beside its catalog data. */
export type DealFigures = Partial<{ temperature: number; commentCount: number }>;

/**
 * Stores a deal's community figures without touching its data (a vote, a comment moved them) and gives it a
 * new change number, so the next delta sync carries it. Runs inside the caller's transaction, under the
 * writers' lock. Answers the figures as they were, or undefined when there is no such deal.
 */
export async function storeDealFigures(
  tx: Database,
  id: string,
  figures: DealFigures,
): Promise<{ temperature: number } | undefined> {
  await lockForWrite(tx);
  const [before] = await tx.select({ temperature: deals.temperature }).from(deals).where(eq(deals.id, id));
  await tx
    .update(deals)
    .set({ ...figures, changeSeq: sql`nextval('deal_change_seq')`, updatedAt: sql`now()` })
    .where(eq(deals.id, id));
  return before;
}
