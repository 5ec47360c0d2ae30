// Every query on alert rules, push subscriptions and e-mail digests (src/shared/alerts/alerts.ts). Whatever a
// person typed reaches SQL only as a bound parameter.
import { and, asc, count, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { AlertRule, AlertRuleFields, PushSubscriptionJson } from '../../src/shared/alerts/alerts.ts';
import type { Database } from './client.ts';
import {
  alertAffiliateDeals,
  alertDailyCounts,
  alertDeliveries,
  alertMembers,
  alertRules,
  deals,
  emailDigests,
  pushSubscriptions,
} from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

export type AlertRuleRow = typeof alertRules.$inferSelect;

/** A stored rule as the API answers it. */
export const toAlertRule = (row: AlertRuleRow): AlertRule => ({
  id: row.id,
  name: row.name,
  categories: row.categories as AlertRule['categories'],
  keywords: row.keywords,
  stores: row.stores,
  maxPrice: row.maxPrice,
  minDiscount: row.minDiscount,
  minTemperature: row.minTemperature,
  email: row.email,
  push: row.push,
  delivery: row.delivery as AlertRule['delivery'],
  quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  timeZone: row.timeZone,
  dailyCap: row.dailyCap,
  paused: row.paused,
  createdAt: row.createdAt.toISOString(),
});

const ruleColumns = (fields: AlertRuleFields) => ({
  name: fields.name,
  categories: fields.categories,
  keywords: fields.keywords,
  stores: fields.stores,
  maxPrice: fields.maxPrice,
  minDiscount: fields.minDiscount,
  minTemperature: fields.minTemperature,
  email: fields.email,
  push: fields.push,
  delivery: fields.delivery,
  quietStart: fields.quietHours?.start ?? null,
  quietEnd: fields.quietHours?.end ?? null,
  timeZone: fields.timeZone,
  dailyCap: fields.dailyCap,
  paused: fields.paused,
});

export async function listRules(db: Queryable, userId: string): Promise<AlertRule[]> {
  const rows = await db
    .select()
    .from(alertRules)
    .where(eq(alertRules.userId, userId))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
  return rows.map(toAlertRule);
}

export async function countRules(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alertRules).where(eq(alertRules.userId, userId));
  return row?.n ?? 0;
}

export async function insertRule(
  tx: Transaction,
  rule: { id: string; userId: string; fields: AlertRuleFields; now: Date },
): Promise<AlertRule> {
  const [row] = await tx
    .insert(alertRules)
    .values({
      id: rule.id,
      userId: rule.userId,
      ...ruleColumns(rule.fields),
      createdAt: rule.now,
      updatedAt: rule.now,
    })
    .returning();
  await resumeMailIfAsked(tx, rule.userId, rule.fields);
  return toAlertRule(row!);
}

/** Replaces a member's rule; undefined when they have no rule with this id. */
export async function updateRule(
  tx: Transaction,
  rule: { id: string; userId: string; fields: AlertRuleFields; now: Date },
): Promise<AlertRule | undefined> {
  const [row] = await tx
    .update(alertRules)
    .set({ ...ruleColumns(rule.fields), updatedAt: rule.now })
    .where(and(eq(alertRules.id, rule.id), eq(alertRules.userId, rule.userId)))
    .returning();
  if (row) await resumeMailIfAsked(tx, rule.userId, rule.fields);
  return row ? toAlertRule(row) : undefined;
}

export async function deleteRule(tx: Transaction, id: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(alertRules)
    .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
    .returning({ id: alertRules.id });
  return removed.length > 0;
}

/**
 * A member's alert mails stop (one-click unsubscribe): e-mail is turned off on every rule, and mail no rule
 * asked for (wishlist reminders) stops too; push stays.
 */
export async function stopMemberMail(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx.update(alertRules).set({ email: false, updatedAt: now }).where(eq(alertRules.userId, userId));
  await tx
    .insert(alertMembers)
    .values({ userId, mailStopped: true })
    .onConflictDoUpdate({ target: alertMembers.userId, set: { mailStopped: true } });
}

/** A rule saved with e-mail on is the member asking for alert mail again. */
async function resumeMailIfAsked(tx: Transaction, userId: string, fields: AlertRuleFields): Promise<void> {
  if (!fields.email) return;
  await tx
    .update(alertMembers)
    .set({ mailStopped: false })
    .where(and(eq(alertMembers.userId, userId), eq(alertMembers.mailStopped, true)));
}

/**
 * Stores a device's subscription: a member's (their rules' alerts) or a visitor's (the categories named).
 * The same endpoint subscribed again takes the new keys and owner; answers the subscription's id.
 */
export async function savePushSubscription(
  tx: Transaction,
  subscription: PushSubscriptionJson,
  owner: { userId: string | null; categories: string[]; id: string },
): Promise<string> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({
      id: owner.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userId: owner.userId,
      categories: owner.categories,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: owner.userId,
        categories: owner.categories,
      },
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** Forgets a subscription (removed by its device, or gone at its push service); false when unknown. */
/**
 * Puts a renewed subscription in the place of the one it replaces (same owner, categories and unseen
 * count); false when the old endpoint is unknown. A renewed endpoint the device has registered already
 * stays as registered, and the old row goes.
 */
export async function replacePushSubscription(
  tx: Transaction,
  oldEndpoint: string,
  subscription: PushSubscriptionJson,
): Promise<boolean> {
  const [old] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, oldEndpoint));
  if (!old) return false;
  if (oldEndpoint === subscription.endpoint) {
    await tx
      .update(pushSubscriptions)
      .set({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
      .where(eq(pushSubscriptions.id, old.id));
    return true;
  }
  const [already] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
  if (already) {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
    return true;
  }
  await tx
    .update(pushSubscriptions)
    .set({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
    .where(eq(pushSubscriptions.id, old.id));
  return true;
}

export async function deletePushSubscription(db: Queryable, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The member has seen their matches: the badge count starts again from 0. */
export async function resetMemberUnseen(db: Queryable, userId: string): Promise<void> {
  await db
    .insert(alertMembers)
    .values({ userId, unseen: 0 })
    .onConflictDoUpdate({ target: alertMembers.userId, set: { unseen: 0 } });
}

export async function resetDeviceUnseen(db: Queryable, endpoint: string): Promise<boolean> {
  const updated = await db
    .update(pushSubscriptions)
    .set({ unseen: 0 })
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return updated.length > 0;
}

/**
 * A visitor asks for a digest: the categories wait in pending_categories under a new nonce until the
 * mailed link confirms them. An address already confirmed keeps its digest meanwhile.
 */
export async function requestDigest(
  tx: Transaction,
  request: { id: string; email: string; categories: string[]; nonce: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(emailDigests)
    .values({
      id: request.id,
      email: request.email,
      pendingCategories: request.categories,
      confirmNonce: request.nonce,
      requestedAt: request.now,
    })
    .onConflictDoUpdate({
      target: emailDigests.email,
      set: { pendingCategories: request.categories, confirmNonce: request.nonce, requestedAt: request.now },
    })
    .returning({ id: emailDigests.id });
  return row!.id;
}

/** Confirms the request with this nonce; undefined when the link is not the latest or too old. */
export async function confirmDigest(
  tx: Transaction,
  confirmation: { id: string; nonce: string; requestedAfter: Date; now: Date },
): Promise<{ email: string; categories: string[] } | undefined> {
  const [row] = await tx
    .update(emailDigests)
    .set({
      categories: sql`${emailDigests.pendingCategories}`,
      confirmNonce: null,
      confirmedAt: confirmation.now,
    })
    .where(
      and(
        eq(emailDigests.id, confirmation.id),
        eq(emailDigests.confirmNonce, confirmation.nonce),
        sql`${emailDigests.requestedAt} > ${confirmation.requestedAfter}`,
      ),
    )
    .returning({ email: emailDigests.email, categories: emailDigests.categories });
  return row;
}

/** Ends a visitor's digest, with whatever it still had waiting; the address it was for, if it existed. */
export async function endDigest(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(emailDigests)
    .where(eq(emailDigests.id, id))
    .returning({ email: emailDigests.email });
  await tx
    .update(alertDeliveries)
    .set({ status: 'dropped' })
    .where(and(eq(alertDeliveries.recipient, `digest:${id}`), eq(alertDeliveries.status, 'digest')));
  return row?.email;
}

/**
 * Forgets deliveries made before `olderThan` that are finished (sent, expired or dropped) and whose deal has
 * ended or gone: their one use left, never alerting the same deal twice, ends with the deal. Deliveries of a
 * running deal stay, however old. Daily counts of days before `olderThan` go too (the cap reads today's).
 * Returns how many deliveries were forgotten.
 */
export async function purgeFinishedDeliveries(db: Database, olderThan: Date, now: Date): Promise<number> {
  const noRunningDealIn = (table: typeof deals | typeof alertAffiliateDeals) =>
    notExists(
      db
        .select({ id: table.id })
        .from(table)
        .where(
          and(eq(table.id, alertDeliveries.dealId), or(isNull(table.expiryDate), gt(table.expiryDate, now))),
        ),
    );
  const forgotten = await db
    .delete(alertDeliveries)
    .where(
      and(
        inArray(alertDeliveries.status, ['sent', 'expired', 'dropped']),
        lt(alertDeliveries.createdAt, olderThan),
        noRunningDealIn(deals),
        noRunningDealIn(alertAffiliateDeals),
      ),
    )
    .returning({ id: alertDeliveries.id });
  await db.delete(alertDailyCounts).where(lt(alertDailyCounts.day, olderThan.toISOString().slice(0, 10)));
  return forgotten.length;
}
