// The moments a deal can start matching alert rules, each called from the one place it happens: a deal
// becomes live (saveDeals, server/catalog/save-deals.ts: an approved or trusted submission, an operator
// import, whether run by the command or handed to the server), a deal's temperature rises (touchDeal,
// server/community/deal-figures.ts, on every vote), and the affiliate provider's fresh list holds deals not seen before (the affiliate source). Each
// sends a match job in the transaction of the change, so the job exists exactly when the change does.
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { Database } from '../db/client.ts';
import { alertAffiliateDeals, alertRules, emailDigests, pushSubscriptions } from '../db/schema.ts';
import { asDatabase } from '../db/transaction.ts';
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

/**
 * A fresh list from the affiliate provider: every deal is kept for the alerts (its latest price and end), and
 * the ones not seen before are matched.
 */
export async function announceAffiliateDeals(db: Database, list: Deal[], now: Date): Promise<number> {
  if (list.length === 0) return 0;
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    if (!(await anyoneListening(tx))) return 0;
    const added: string[] = [];
    for (let start = 0; start < list.length; start += 500) {
      const written = await tx
        .insert(alertAffiliateDeals)
        .values(
          list.slice(start, start + 500).map((deal) => ({
            id: deal.id,
            data: deal,
            expiryDate: deal.expiryDate ? new Date(deal.expiryDate) : null,
            firstSeenAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: alertAffiliateDeals.id,
          set: { data: sql`excluded.data`, expiryDate: sql`excluded.expiry_date` },
        })
        .returning({ id: alertAffiliateDeals.id, added: sql<boolean>`(xmax = 0)` });
      added.push(...written.filter((row) => row.added).map((row) => row.id));
    }
    await sendJobsIn<MatchJob>(
      tx,
      MATCH_QUEUE,
      added.map((dealId) => ({ data: { dealId, reason: 'live' } })),
    );
    return added.length;
  });
}
