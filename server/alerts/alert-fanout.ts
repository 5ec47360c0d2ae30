// From a deal to deliveries: which rules, devices and digests it matches, and for each recipient one row in
// alert_deliveries (the unique index keeps it to one per person and deal, whatever runs twice) planned by
// their budget: due now, held past quiet hours, or waiting for a digest. A send job is sent for each due
// row in the same transaction, to start when it is due.
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { isMuted } from '../../src/shared/discovery/follows.ts';
import { shownDiscount } from '../../src/shared/price-history/price-history.ts';
import { createStoreMatcher, type StoreMatcher } from '../../src/shared/store/store-matching.ts';
import type { Database } from '../db/client.ts';
import { mutesOfMembers } from '../db/follow-repository.ts';
import {
  alertAffiliateDeals,
  alertDailyCounts,
  alertDeliveries,
  alertRules,
  deals,
  emailDigests,
  pushSubscriptions,
  wishlistItems,
} from '../db/schema.ts';
import { listStores } from '../db/store-repository.ts';
import type { Transaction } from '../db/transaction.ts';
import { sendJobsIn } from '../jobs/job-queue.ts';
import { type BudgetSettings, localDay, planDelivery } from './alert-budget.ts';
import {
  deviceRecipient,
  digestRecipient,
  memberBudget,
  memberRecipient,
  ruleBudget,
  soonestRule,
  VISITOR_DEVICE_BUDGET,
  VISITOR_DIGEST_BUDGET,
} from './alert-recipients.ts';
import { crossesMinimum, type DealFacts, matchingRules } from './rule-matching.ts';

/** The queues (server/alerts/alert-jobs.ts defines them): matching a deal, and sending one delivery. */
export const MATCH_QUEUE = 'alerts-match-deal';
export const SEND_QUEUE = 'alerts-send';

export interface SendJob {
  deliveryId: number;
}

/**
 * What a delivery sends: a deal's alert, a saved deal's reminder, or a watch notice (server/watch/, its deal
 * id then watchNoticeRef(notice id)).
 */
export type DeliveryKind = 'alert' | 'reminder' | 'watch';

export interface MatchJob {
  dealId: string;
  /** live: the deal was published; warmer: its temperature rose from `from` to `to`. */
  reason: 'live' | 'warmer';
  from?: number;
  to?: number;
}

interface Candidate {
  recipient: string;
  userId: string | null;
  ruleId: string | null;
  settings: BudgetSettings;
}

/**
 * A live deal with its temperature now: one of the site's own, or else one of the affiliate provider's as
 * last fetched (no temperature: 0). undefined when it is gone or has ended.
 */
export async function liveDeal(db: Database | Transaction, id: string, now: Date) {
  const [own] = await db
    .select({ data: deals.data, temperature: deals.temperature, expiryDate: deals.expiryDate })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  const found =
    own ??
    (
      await db
        .select({
          data: alertAffiliateDeals.data,
          temperature: sql<number>`0`,
          expiryDate: alertAffiliateDeals.expiryDate,
        })
        .from(alertAffiliateDeals)
        .where(eq(alertAffiliateDeals.id, id))
        .limit(1)
    )[0];
  if (!found || (found.expiryDate && found.expiryDate <= now)) return undefined;
  return { deal: found.data, temperature: Number(found.temperature) };
}

/** What the rules are matched against; `stores` finds the deal's store (by its link's host, then its name). */
export const dealFacts = (deal: Deal, temperature: number, stores: StoreMatcher): DealFacts => ({
  category: deal.category,
  currentPrice: deal.currentPrice,
  // The discount the deal may honestly claim (against its 30-day low when the list price was never charged).
  discount: shownDiscount(deal).percent,
  temperature,
  title: deal.title,
  description: deal.description,
  store: deal.store,
  storeSlug: stores.slugOf(deal),
});

/** Notifications each recipient was sent on their local day of `now`. */
async function sentToday(tx: Transaction, candidates: Candidate[], now: Date): Promise<Map<string, number>> {
  const days = new Map(
    candidates.map((candidate) => [candidate.recipient, localDay(now, candidate.settings.timeZone)]),
  );
  const counts = new Map<string, number>();
  const recipients = [...days.keys()];
  for (let start = 0; start < recipients.length; start += 1000) {
    const chunk = recipients.slice(start, start + 1000);
    const rows = await tx
      .select()
      .from(alertDailyCounts)
      .where(
        and(
          inArray(alertDailyCounts.recipient, chunk),
          inArray(alertDailyCounts.day, [...new Set(chunk.map((recipient) => days.get(recipient)!))]),
        ),
      );
    for (const row of rows) if (days.get(row.recipient) === row.day) counts.set(row.recipient, row.sent);
  }
  return counts;
}

/**
 * Records one delivery of the deal (or watch notice) per candidate (none for a recipient who already has one: the unique index
 * decides) and sends the send jobs of those due. Answers how many were recorded.
 */
export async function recordDeliveries(
  tx: Transaction,
  dealId: string,
  kind: DeliveryKind,
  candidates: Candidate[],
  now: Date,
): Promise<number> {
  if (candidates.length === 0) return 0;
  const sent = await sentToday(tx, candidates, now);
  const rows = candidates.map((candidate) => {
    const plan = planDelivery(candidate.settings, sent.get(candidate.recipient) ?? 0, now);
    return {
      recipient: candidate.recipient,
      dealId,
      kind,
      userId: candidate.userId,
      ruleId: candidate.ruleId,
      status: plan.action === 'digest' ? 'digest' : 'due',
      dueAt: plan.action === 'send' ? now : plan.action === 'hold' ? plan.until : plan.at,
    };
  });
  let recorded = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await tx
      .insert(alertDeliveries)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: alertDeliveries.id, status: alertDeliveries.status, dueAt: alertDeliveries.dueAt });
    recorded += inserted.length;
    await sendJobsIn<SendJob>(
      tx,
      SEND_QUEUE,
      inserted
        .filter((row) => row.status === 'due')
        .map((row) => ({
          data: { deliveryId: row.id },
          startAfter: row.dueAt.getTime() > now.getTime() ? row.dueAt : undefined,
        })),
    );
  }
  return recorded;
}

/** Whether a jsonb array of strings holds `value` (a category, a store slug). */
const arrayHolds = (column: AnyPgColumn, value: string) =>
  sql`${column} @> ${JSON.stringify([value])}::jsonb`;

/**
 * The rules' number, category and store conditions the deal cannot meet, tested in the database so only the
 * rules that may match are loaded (with 10,000 rules, loading them all is most of a match's time). A superset
 * of what matchingRules keeps: it still decides, keywords included.
 */
const couldMatch = (facts: DealFacts) => [
  or(
    sql`jsonb_array_length(${alertRules.categories}) = 0`,
    arrayHolds(alertRules.categories, facts.category),
  ),
  or(sql`jsonb_array_length(${alertRules.stores}) = 0`, arrayHolds(alertRules.stores, facts.storeSlug)),
  // A cent of slack: the stored price is numeric(12,2), the deal's a JavaScript number.
  or(isNull(alertRules.maxPrice), sql`${alertRules.maxPrice} >= ${facts.currentPrice - 0.01}`),
  or(isNull(alertRules.minDiscount), lte(alertRules.minDiscount, facts.discount)),
  or(isNull(alertRules.minTemperature), lte(alertRules.minTemperature, facts.temperature)),
];

/**
 * Matches a deal against every active rule (a temperature rise: only the rules whose minimum it crossed),
 * and on publication also the visitors' devices and digests of its category; records their deliveries.
 */
export async function matchDeal(db: Database, job: MatchJob, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await liveDeal(tx, job.dealId, now);
    if (!found) return 0;
    // The stores are read once for the job: a few hundred rows, matched by host and name in memory.
    const facts = dealFacts(found.deal, found.temperature, createStoreMatcher(await listStores(tx)));
    const from = job.from ?? 0;
    const to = job.to ?? found.temperature;
    const rules = await tx
      .select()
      .from(alertRules)
      .where(
        and(
          eq(alertRules.paused, false),
          ...couldMatch(facts),
          ...(job.reason === 'warmer'
            ? [gt(alertRules.minTemperature, from), lte(alertRules.minTemperature, to)]
            : []),
        ),
      );
    const matched = matchingRules(
      job.reason === 'warmer' ? rules.filter((rule) => crossesMinimum(rule, from, to)) : rules,
      facts,
    );
    const byMember = new Map<string, typeof matched>();
    for (const rule of matched) byMember.set(rule.userId, [...(byMember.get(rule.userId) ?? []), rule]);
    // A member who muted the deal's store, category or a keyword it matches is not told of it.
    const mutes = await mutesOfMembers(tx, [...byMember.keys()]);
    for (const [userId, muted] of mutes)
      if (isMuted(found.deal, muted, () => facts.storeSlug)) byMember.delete(userId);
    const candidates: Candidate[] = [...byMember].map(([userId, memberRules]) => {
      const rule = soonestRule(memberRules);
      return { recipient: memberRecipient(userId), userId, ruleId: rule.id, settings: ruleBudget(rule) };
    });
    if (job.reason === 'live') {
      const devices = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(
          and(isNull(pushSubscriptions.userId), arrayHolds(pushSubscriptions.categories, facts.category)),
        );
      for (const device of devices) {
        candidates.push({
          recipient: deviceRecipient(device.id),
          userId: null,
          ruleId: null,
          settings: VISITOR_DEVICE_BUDGET,
        });
      }
      const digests = await tx
        .select({ id: emailDigests.id })
        .from(emailDigests)
        .where(and(isNotNull(emailDigests.confirmedAt), arrayHolds(emailDigests.categories, facts.category)));
      for (const digest of digests) {
        candidates.push({
          recipient: digestRecipient(digest.id),
          userId: null,
          ruleId: null,
          settings: VISITOR_DIGEST_BUDGET,
        });
      }
    }
    return recordDeliveries(tx, job.dealId, 'alert', candidates, now);
  });
}

/** Saved deals that end within this long get their one reminder. */
export const REMINDER_WINDOW_MS = 24 * 3600_000;

/**
 * Records a reminder for every saved deal that ends within 24 hours and has had none, planned by the member's
 * budget (digest setting, quiet hours, daily cap) like their alerts.
 */
export async function remindSavedDeals(db: Database, now: Date): Promise<number> {
  const ending = await db
    .select({ userId: wishlistItems.userId, dealId: wishlistItems.dealId })
    .from(wishlistItems)
    .innerJoin(deals, eq(deals.id, wishlistItems.dealId))
    .where(
      and(
        gt(deals.expiryDate, now),
        lte(deals.expiryDate, new Date(now.getTime() + REMINDER_WINDOW_MS)),
        sql`not exists (select 1 from ${alertDeliveries} where ${alertDeliveries.recipient} = 'member:' || ${wishlistItems.userId} and ${alertDeliveries.dealId} = ${wishlistItems.dealId} and ${alertDeliveries.kind} = 'reminder')`,
      ),
    );
  let recorded = 0;
  for (const item of ending) {
    recorded += await db.transaction(async (tx) => {
      // The member's alert budget: none while every rule of theirs is paused or no channel is left.
      const settings = await memberBudget(tx, item.userId);
      if (!settings) return 0;
      return recordDeliveries(
        tx,
        item.dealId,
        'reminder',
        [{ recipient: memberRecipient(item.userId), userId: item.userId, ruleId: null, settings }],
        now,
      );
    });
  }
  return recorded;
}
