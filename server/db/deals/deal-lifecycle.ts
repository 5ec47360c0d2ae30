// A deal's end: ended now (by a moderator, an operator, or a link found dead twice), deleted (its id kept
// so clients drop it), ended because members reported it expired, and run again when reports ended it
// wrongly. Each takes the writers' lock and a new change number, so every shopper's cache follows.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { dealRemovals, deals } from '../schema.ts';
import { asDatabase } from '../transaction.ts';
import { lockForWrite } from './deal-changes.ts';

/** Ends a deal now; false when there is no such deal. */
export async function expireDeal(db: Database, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForWrite(asDatabase(tx));
    const [row] = await tx.select({ data: deals.data }).from(deals).where(eq(deals.id, id)).limit(1);
    if (!row) return false;
    await tx
      .update(deals)
      .set({
        expiryDate: now,
        data: { ...row.data, expiryDate: now.toISOString() },
        changeSeq: sql`nextval('deal_change_seq')`,
        updatedAt: now,
      })
      .where(eq(deals.id, id));
    return true;
  });
}

/** Deletes a deal and records its id so clients drop it on their next sync; false when unknown. */
export async function deleteDeal(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForWrite(asDatabase(tx));
    const removed = await tx.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
    if (removed.length === 0) return false;
    await tx
      .insert(dealRemovals)
      .values({ id })
      .onConflictDoUpdate({
        target: dealRemovals.id,
        set: { changeSeq: sql`nextval('deal_change_seq')`, removedAt: sql`now()` },
      });
    return true;
  });
}

/**
 * Ends a deal because members reported it expired, in the caller's transaction: it leaves listings on the
 * next sync (its change number moves), and keeps its page, marked Expired, until a moderator reactivates it.
 */
export async function expireByReports(tx: Database, id: string, now: Date): Promise<void> {
  await lockForWrite(tx);
  const [row] = await tx
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  if (!row) return;
  await tx
    .update(deals)
    .set({
      expiryDate: now,
      expiryBeforeReports: row.expiryDate,
      reportedExpiredAt: now,
      data: { ...row.data, expiryDate: now.toISOString() },
      changeSeq: sql`nextval('deal_change_seq')`,
      updatedAt: now,
    })
    .where(eq(deals.id, id));
}

/** Gives a deal ended by reports its end date back; false when reports did not end it. */
export async function reactivateReportedDeal(tx: Database, id: string, now: Date): Promise<boolean> {
  await lockForWrite(tx);
  const [row] = await tx
    .select({ data: deals.data, before: deals.expiryBeforeReports, reportedAt: deals.reportedExpiredAt })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  if (!row?.reportedAt) return false;
  await tx
    .update(deals)
    .set({
      expiryDate: row.before,
      expiryBeforeReports: null,
      reportedExpiredAt: null,
      data: { ...row.data, expiryDate: row.before?.toISOString() ?? null },
      changeSeq: sql`nextval('deal_change_seq')`,
      updatedAt: now,
    })
    .where(eq(deals.id, id));
  return true;
}
