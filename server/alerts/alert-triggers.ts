// The two moments a deal can start matching alert rules, each called from the one place it happens in the
// deal repository: a deal becomes live (saveDeals: an approved or trusted submission, an operator import,
// whether run by the command or handed to the server), and a deal's temperature rises (touchDeal, on every
// vote). Each sends a match job in the caller's transaction, so the job exists exactly when the change does.
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alertRules, emailDigests, pushSubscriptions } from '../db/schema.ts';
import { sendJobIn, sendJobsIn } from '../jobs/job-queue.ts';
import { MATCH_QUEUE, type MatchJob } from './alert-fanout.ts';

/**
 * Whether anybody asked for alerts at all. Until then no job is sent: a database the server has never run on
 * (an import before the first start) has no queues yet, and has nobody to tell either.
 */
async function anyoneListening(tx: Database): Promise<boolean> {
  const [row] = await tx
    .select({
      listening: sql<boolean>`exists (select 1 from ${alertRules} where ${eq(alertRules.paused, false)})
      or exists (select 1 from ${pushSubscriptions} where ${isNull(pushSubscriptions.userId)})
      or exists (select 1 from ${emailDigests} where ${isNotNull(emailDigests.confirmedAt)})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.listening);
}

/** Deals that just became live: each is matched by a job. */
export async function announceLiveDeals(tx: Database, dealIds: string[]): Promise<void> {
  if (dealIds.length === 0 || !(await anyoneListening(tx))) return;
  await sendJobsIn<MatchJob>(
    tx,
    MATCH_QUEUE,
    dealIds.map((dealId) => ({ data: { dealId, reason: 'live' } })),
  );
}

/** A deal warmed from `from` to `to` degrees: matched again when that crossed some rule's minimum. */
export async function announceWarmer(tx: Database, dealId: string, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const [crossed] = await tx
    .select({ id: alertRules.id })
    .from(alertRules)
    .where(
      and(
        eq(alertRules.paused, false),
        gt(alertRules.minTemperature, from),
        lte(alertRules.minTemperature, to),
      ),
    )
    .limit(1);
  if (!crossed) return;
  await sendJobIn<MatchJob>(tx, MATCH_QUEUE, { dealId, reason: 'warmer', from, to });
}
