// Start-up backfills: what a deal written by an older version lacks, given once when the server starts.
// Neither is a change of the deal a client must fetch again: its change number stays.
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { normalizeDealLink } from '../../../src/shared/deal/deal-link.ts';
import type { Database } from '../client.ts';
import { insertPricePoints, priceTruths } from '../price-history-repository.ts';
import { dealPrices, deals } from '../schema.ts';
import { ensureStores } from '../store-repository.ts';
import { asDatabase } from '../transaction.ts';
import { lockForWrite } from './deal-changes.ts';
import { isLive } from './deal-display.ts';

/**
 * Gives deals written before link keys existed their key (normalizeDealLink of the affiliate link), so the
 * duplicate check of submitted deals finds them. Not a change of the deal: its change number stays.
 */
export async function fillLinkKeys(db: Database): Promise<number> {
  const missing = await db
    .select({ id: deals.id, data: deals.data })
    .from(deals)
    .where(isNull(deals.linkKey));
  for (const row of missing) {
    await db
      .update(deals)
      .set({ linkKey: normalizeDealLink(row.data.affiliateUrl) ?? '' })
      .where(eq(deals.id, row.id));
  }
  return missing.length;
}

/**
 * Starts the price history of deals written before prices were recorded: each live deal without a price row
 * gets one 'import' point, its price at its creation time, and the price truth that gives (which tells the
 * app nothing yet, so the deal's change number stays). Under the writers' lock, so several processes
 * starting at once add each point once.
 */
export async function startPriceHistories(db: Database, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await lockForWrite(tx);
    const missing = await tx
      .select({
        id: deals.id,
        data: deals.data,
        createdAt: deals.createdAt,
        price: deals.currentPrice,
        listPrice: deals.originalPrice,
      })
      .from(deals)
      .where(
        and(
          isLive(now),
          notExists(tx.select({ one: sql`1` }).from(dealPrices).where(eq(dealPrices.dealId, deals.id))),
        ),
      );
    if (missing.length === 0) return 0;
    await insertPricePoints(
      tx,
      missing.map((row) => ({
        dealId: row.id,
        at: row.createdAt.toISOString(),
        price: row.price,
        listPrice: row.listPrice,
        source: 'import' as const,
      })),
    );
    const truths = await priceTruths(
      tx,
      missing.map((row) => row.id),
    );
    for (const row of missing) {
      const priceTruth = truths.get(row.id);
      if (priceTruth)
        await tx
          .update(deals)
          .set({ data: { ...row.data, priceTruth } })
          .where(eq(deals.id, row.id));
    }
    return missing.length;
  });
}

/**
 * Gives the deals written before stores existed their stores (ensureStores over every deal's store name
 * and link). Later starts find every store there and add none.
 */
export async function fillStores(db: Database): Promise<number> {
  const rows = await db
    .selectDistinct({ store: deals.store, affiliateUrl: sql<string>`${deals.data}->>'affiliateUrl'` })
    .from(deals);
  return ensureStores(db, rows);
}
