// The link checks' records (table link_checks): what a deal's page says about its link. The checker
// (server/link-check/) adds the rows; this module reads them.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { LinkCheckView } from '../../src/shared/price-history.ts';
import type { Database } from './client.ts';
import { linkChecks } from './schema.ts';

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
