// Members' reports on deals (table deal_reports) and what moderators do with them: a report filed once per
// member, deal and reason; the open Expired reports that can end a deal; the open reports moderators
// list, oldest first; and closing reports, one or all of a deal's, with who closed them and when.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { ReportReason } from '../../src/shared/community/community.ts';
import { dealReports, deals, users } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

export interface NewReport {
  id: string;
  dealId: string;
  userId: string;
  reason: ReportReason;
  note: string;
  createdAt: Date;
}

/** Files a report; false when the member has reported this deal for this reason already. */
export async function insertReport(tx: Transaction, report: NewReport): Promise<boolean> {
  const inserted = await tx
    .insert(dealReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: dealReports.id });
  return inserted.length > 0;
}

/** How many members' reports of this deal, for this reason, are still open. */
export async function countOpenReports(db: Queryable, dealId: string, reason: ReportReason): Promise<number> {
  const [open] = await db
    .select({ members: count() })
    .from(dealReports)
    .where(
      and(eq(dealReports.dealId, dealId), eq(dealReports.reason, reason), isNull(dealReports.resolvedAt)),
    );
  return open?.members ?? 0;
}

/** The reasons the member has reported this deal for. */
export async function memberReportReasons(
  db: Queryable,
  dealId: string,
  userId: string,
): Promise<ReportReason[]> {
  const rows = await db
    .select({ reason: dealReports.reason })
    .from(dealReports)
    .where(and(eq(dealReports.dealId, dealId), eq(dealReports.userId, userId)));
  return rows.map((row) => row.reason as ReportReason);
}

/** The open reports, oldest first, with the deal's title and the reporter's name. */
export const listOpenReports = (db: Queryable) =>
  db
    .select({
      id: dealReports.id,
      dealId: dealReports.dealId,
      dealTitle: deals.title,
      reason: dealReports.reason,
      note: dealReports.note,
      reporter: users.name,
      createdAt: dealReports.createdAt,
      dealEndedByReports: deals.reportedExpiredAt,
    })
    .from(dealReports)
    .innerJoin(deals, eq(deals.id, dealReports.dealId))
    .innerJoin(users, eq(users.id, dealReports.userId))
    .where(isNull(dealReports.resolvedAt))
    .orderBy(asc(dealReports.createdAt), asc(dealReports.id));

/** The deal of an open report, its row locked for the caller's decision; undefined when not open. */
export async function lockOpenReport(tx: Transaction, id: string): Promise<{ dealId: string } | undefined> {
  const [report] = await tx
    .select({ dealId: dealReports.dealId })
    .from(dealReports)
    .where(and(eq(dealReports.id, id), isNull(dealReports.resolvedAt)))
    .for('update');
  return report;
}

/** Who closed a report, and when. */
export interface Resolution {
  by: string;
  at: Date;
}

/** Closes one open report; answers it as it was, or undefined when it was not open. */
export async function resolveReport(
  tx: Transaction,
  id: string,
  resolution: Resolution,
): Promise<{ id: string; dealId: string; reason: string } | undefined> {
  const [closed] = await tx
    .update(dealReports)
    .set({ resolvedAt: resolution.at, resolvedBy: resolution.by })
    .where(and(eq(dealReports.id, id), isNull(dealReports.resolvedAt)))
    .returning({ id: dealReports.id, dealId: dealReports.dealId, reason: dealReports.reason });
  return closed;
}

/** Closes the deal's open reports (only those for `reason`, when given); answers their ids. */
export async function resolveDealReports(
  tx: Transaction,
  dealId: string,
  resolution: Resolution,
  reason?: ReportReason,
): Promise<string[]> {
  const closed = await tx
    .update(dealReports)
    .set({ resolvedAt: resolution.at, resolvedBy: resolution.by })
    .where(
      and(
        eq(dealReports.dealId, dealId),
        reason ? eq(dealReports.reason, reason) : undefined,
        isNull(dealReports.resolvedAt),
      ),
    )
    .returning({ id: dealReports.id });
  return closed.map((row) => row.id);
}
