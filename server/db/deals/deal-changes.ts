// The change feed the delta sync reads (docs/decisions/0011): every write to a deal takes the next change
// number, and a deleted deal leaves its id and change number in deal_removals. Here: the lock every writer
// takes so change numbers commit in order, the latest change, what changed since a client's sync token,
// when the list last changed (for Last-Modified), and forgetting removals no token can still ask for.
import { and, asc, desc, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { newIfPublishedAfter } from '../../community/temperature.ts';
import type { Database } from '../client.ts';
import { dealRemovals, deals } from '../schema.ts';
import { rowsOf } from '../sql.ts';
import { type CommunityView, wireDeal } from './deal-display.ts';

// Writers take the table lock so change numbers commit in order: a reader's sync token then never
// skips a change that was still in flight.
export const lockForWrite = (tx: Database) =>
  tx.execute(sql`lock table ${deals}, ${dealRemovals} in share row exclusive mode`);

/**
 * When the list of live deals (of one category, or all) last changed: the latest write to a deal, removal
 * of one, or end of one that has ended by `now`. undefined for a database that never held a deal. Removals
 * are not filed by category, so any removal counts for every category: the answer may be later than the
 * real change, never earlier.
 */
export async function lastDealChangeAt(
  db: Database,
  options: { now: Date; category?: string },
): Promise<Date | undefined> {
  const inCategory = options.category ? sql`and ${deals.category} = ${options.category}` : sql``;
  const result = await db.execute<{ at: string | Date | null }>(
    sql`select greatest(
          (select max(${deals.updatedAt}) from ${deals} where true ${inCategory}),
          (select max(${deals.expiryDate}) from ${deals} where ${deals.expiryDate} <= ${options.now} ${inCategory}),
          (select max(${dealRemovals.removedAt}) from ${dealRemovals})
        ) as at`,
  );
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  return at === null || at === undefined ? undefined : new Date(at);
}

/** The highest change number committed so far; 0 for an empty database. */
export async function latestChange(db: Database): Promise<number> {
  const result = await db.execute<{ seq: string | number | null }>(
    sql`select greatest(
          (select max(${deals.changeSeq}) from ${deals}),
          (select max(${dealRemovals.changeSeq}) from ${dealRemovals})
        ) as seq`,
  );
  return Number(rowsOf<{ seq: string | number | null }>(result)[0]?.seq ?? 0);
}

export interface DealChanges {
  deals: Deal[];
  removed: string[];
}

/**
 * What a client that synced at change `sinceChange` and time `sinceTime` must apply now: live deals written
 * after that change or whose temperature has been told since then (their New window ended), and the ids it
 * must drop (deleted, or expired since then).
 */
export async function changesSince(
  db: Database,
  options: { sinceChange: number; sinceTime: Date; now: Date } & CommunityView,
): Promise<DealChanges> {
  const { sinceChange, sinceTime, now } = options;
  const hideNewMs = options.hideNewMs ?? 0;
  const toldSince =
    hideNewMs > 0
      ? and(
          gt(deals.createdAt, newIfPublishedAfter(sinceTime, hideNewMs)),
          lte(deals.createdAt, newIfPublishedAfter(now, hideNewMs)),
        )
      : undefined;
  const changed = await db
    .select({ data: wireDeal(now, hideNewMs), expiryDate: deals.expiryDate })
    .from(deals)
    .where(toldSince ? or(gt(deals.changeSeq, sinceChange), toldSince) : gt(deals.changeSeq, sinceChange))
    .orderBy(desc(deals.createdAt), asc(deals.id));
  const expired = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(lte(deals.changeSeq, sinceChange), gt(deals.expiryDate, sinceTime), lte(deals.expiryDate, now)),
    );
  const deleted = await db
    .select({ id: dealRemovals.id })
    .from(dealRemovals)
    .where(gt(dealRemovals.changeSeq, sinceChange));
  const live = changed.filter((row) => row.expiryDate === null || row.expiryDate > now);
  const removed = new Set([
    ...changed.filter((row) => !live.includes(row)).map((row) => row.data.id),
    ...expired.map((row) => row.id),
    ...deleted.map((row) => row.id),
  ]);
  return { deals: live.map((row) => row.data), removed: [...removed].sort() };
}

/** Forgets removals older than the oldest sync token still accepted. */
export async function pruneRemovals(db: Database, olderThan: Date): Promise<void> {
  await db.delete(dealRemovals).where(lt(dealRemovals.removedAt, olderThan));
}
