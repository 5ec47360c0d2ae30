// The link checks' records (table link_checks): what a deal's page says about its link, what the checker
// (server/link-check/) records after each request, the moderators' open "link failed" items, and the lease
// that keeps to one round at a time across the job, the command and every server process.
import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { LinkCheckOutcome, LinkCheckView } from '../../src/shared/price-history/price-history.ts';
import type { Database } from './client.ts';
import { roundLease } from './round-lease.ts';
import { deals, linkChecks } from './schema.ts';

/** The deal's last conclusive check (an inconclusive one says nothing about the link); null before any. */
export async function lastLinkCheck(db: Database, dealId: string): Promise<LinkCheckView | null> {
  const [row] = await db
    .select({ checkedAt: linkChecks.checkedAt, outcome: linkChecks.outcome, reason: linkChecks.reason })
    .from(linkChecks)
    .where(and(eq(linkChecks.dealId, dealId), ne(linkChecks.outcome, 'inconclusive')))
    .orderBy(desc(linkChecks.checkedAt))
    .limit(1);
  if (!row) return null;
  return {
    checkedAt: row.checkedAt.toISOString(),
    outcome: row.outcome === 'ok' ? 'ok' : 'failed',
    reason: row.reason,
  };
}

/** Who closed an item when no moderator did: a later check that found the link working. */
export const RESOLVED_BY_CHECK = 'link-check';

export interface LinkCheckRecord {
  dealId: string;
  checkedAt: Date;
  outcome: LinkCheckOutcome;
  reason: string | null;
  status: number | null;
  finalUrl: string | null;
}

/** The link of every deal live at `now`, for a round (the site's own deals: the provider's are not kept). */
export async function liveDealLinks(
  db: Database,
  now: Date,
): Promise<{ id: string; title: string; url: string }[]> {
  return db
    .select({
      id: deals.id,
      title: deals.title,
      url: sql<string>`${deals.data}->>'affiliateUrl'`,
    })
    .from(deals)
    .where(or(isNull(deals.expiryDate), gt(deals.expiryDate, now)))
    .orderBy(asc(deals.id));
}

export async function insertLinkCheck(tx: Database, record: LinkCheckRecord): Promise<void> {
  await tx.insert(linkChecks).values(record);
}

/** Closes the deal's open "link failed" items; answers the ids it closed. */
export async function closeLinkFailures(
  tx: Database,
  dealId: string,
  at: Date,
  by: string,
): Promise<number[]> {
  const closed = await tx
    .update(linkChecks)
    .set({ resolvedAt: at, resolvedBy: by })
    .where(
      and(eq(linkChecks.dealId, dealId), eq(linkChecks.outcome, 'failed'), isNull(linkChecks.resolvedAt)),
    )
    .returning({ id: linkChecks.id });
  return closed.map((row) => row.id);
}

/**
 * Whether the deal's last two conclusive checks both failed and are both still open: inconclusive checks
 * between them neither count nor break the run, and a moderator's "link works" (or a check that found it
 * working) closes the failures before it, so they start no run.
 */
export async function failedTwiceInARow(tx: Database, dealId: string): Promise<boolean> {
  const last = await tx
    .select({ outcome: linkChecks.outcome, resolvedAt: linkChecks.resolvedAt })
    .from(linkChecks)
    .where(and(eq(linkChecks.dealId, dealId), ne(linkChecks.outcome, 'inconclusive')))
    .orderBy(desc(linkChecks.checkedAt), desc(linkChecks.id))
    .limit(2);
  return last.length === 2 && last.every((row) => row.outcome === 'failed' && row.resolvedAt === null);
}

/** One deal's open "link failed" item in the moderators' queue: its latest failure and how many are open. */
export interface OpenLinkFailureRow {
  dealId: string;
  dealTitle: string;
  url: string;
  reason: string | null;
  status: number | null;
  finalUrl: string | null;
  checkedAt: Date;
  failures: number;
  dealEndsAt: Date | null;
}

/** Every deal with open "link failed" items, the longest waiting first. */
export async function openLinkFailures(db: Database): Promise<OpenLinkFailureRow[]> {
  const open = and(eq(linkChecks.outcome, 'failed'), isNull(linkChecks.resolvedAt));
  const rows = await db
    .selectDistinctOn([linkChecks.dealId], {
      dealId: linkChecks.dealId,
      dealTitle: deals.title,
      url: sql<string>`${deals.data}->>'affiliateUrl'`,
      reason: linkChecks.reason,
      status: linkChecks.status,
      finalUrl: linkChecks.finalUrl,
      checkedAt: linkChecks.checkedAt,
      failures: sql<number>`(count(*) over (partition by ${linkChecks.dealId}))::int`,
      firstAt: sql<Date>`min(${linkChecks.checkedAt}) over (partition by ${linkChecks.dealId})`.mapWith(
        (value: Date | string) => new Date(value),
      ),
      dealEndsAt: deals.expiryDate,
    })
    .from(linkChecks)
    .innerJoin(deals, eq(deals.id, linkChecks.dealId))
    .where(open)
    .orderBy(linkChecks.dealId, desc(linkChecks.checkedAt), desc(linkChecks.id));
  return rows
    .sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime() || a.dealId.localeCompare(b.dealId))
    .map(({ firstAt: _, ...row }) => ({ ...row, failures: Number(row.failures) }));
}

// ---- One round at a time ----------------------------------------------------------------------------------

/** One round at a time (round-lease.ts). */
const lease = roundLease('link_check_round');
export const claimRoundLease = lease.claim;
export const renewRoundLease = lease.renew;
export const releaseRoundLease = lease.release;
