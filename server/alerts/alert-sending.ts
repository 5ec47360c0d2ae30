// Sending what is due. One delivery: the deal must still be live (else nothing goes), quiet hours must be
// over (else it waits for their end), and the recipient's day must have room under their cap (else it joins
// the next morning's digest); then each of their devices gets the push and their address the mail, each
// once however often the job is retried. Digests: every recipient's due deliveries in one mail and one push.
// A push service's 404/410 deletes that subscription; any other failure is recorded and thrown, so the job
// is retried with backoff, until MAX_SEND_ATTEMPTS failures give the delivery up (dropped, its last error
// kept, logged as an error).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deal } from '../../src/shared/deal.ts';
import type { Database } from '../db/client.ts';
import {
  alertAffiliateDeals,
  alertDailyCounts,
  alertDeliveries,
  alertMembers,
  deals,
  pushSubscriptions,
} from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { localDay, nextMorning, quietUntil } from './alert-budget.ts';
import { alertPayload, digestPayload, reminderPayload } from './alert-content.ts';
import { liveDeal, SEND_QUEUE, type SendJob } from './alert-fanout.ts';
import type { AlertMail } from './alert-mail.ts';
import { findTarget, type Target } from './alert-recipients.ts';
import type { PushSender } from './push-sender.ts';

export interface SendingContext {
  db: Database;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Pick<Mailer, 'sendNow'>;
  mail: AlertMail;
  push: PushSender;
  origin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => Date;
}

type DeliveryRow = typeof alertDeliveries.$inferSelect;

/** Failed sends after which a delivery is given up: the send job's first try and its 8 retries. */
export const MAX_SEND_ATTEMPTS = 9;

const setDelivery = (db: Database, ids: number[], values: Partial<DeliveryRow>) =>
  db.update(alertDeliveries).set(values).where(inArray(alertDeliveries.id, ids));

/**
 * Takes one place in the recipient's cap for their local day, if one is left: one statement, so two sends
 * at once cannot both take the last place.
 */
async function takePlace(db: Database, target: Target, now: Date): Promise<boolean> {
  const day = localDay(now, target.settings.timeZone);
  const rows = await db
    .insert(alertDailyCounts)
    .values({ recipient: target.recipient, day, sent: 1 })
    .onConflictDoUpdate({
      target: [alertDailyCounts.recipient, alertDailyCounts.day],
      set: { sent: sql`${alertDailyCounts.sent} + 1` },
      setWhere: sql`${alertDailyCounts.sent} < ${target.settings.dailyCap}`,
    })
    .returning({ sent: alertDailyCounts.sent });
  return rows.length > 0;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A single alert's first send: in one statement it takes a place in the day's cap (if one is left), marks the
 * delivery counted and adds it to the badge count. Answers the badge count, or undefined when the cap is used.
 * One round trip, because the fan-out of a deal to thousands of devices runs this once per device.
 */
async function claimPlace(
  db: Database,
  target: Target,
  deliveryId: number,
  now: Date,
): Promise<number | undefined> {
  const day = localDay(now, target.settings.timeZone);
  const badge = !target.unseen
    ? sql`select 0 as unseen where exists (select 1 from claimed)`
    : 'member' in target.unseen
      ? sql`insert into ${alertMembers} (user_id, unseen) select ${target.unseen.member}, 1 where exists (select 1 from claimed)
          on conflict (user_id) do update set unseen = ${alertMembers}.unseen + 1 returning unseen`
      : sql`update ${pushSubscriptions} set unseen = unseen + 1
          where id = ${target.unseen.device} and exists (select 1 from claimed) returning unseen`;
  const result = await db.execute(sql`
    with place as (
      insert into ${alertDailyCounts} (recipient, day, sent) values (${target.recipient}, ${day}, 1)
      on conflict (recipient, day) do update set sent = ${alertDailyCounts}.sent + 1
        where ${alertDailyCounts}.sent < ${target.settings.dailyCap}
      returning sent
    ),
    claimed as (
      update ${alertDeliveries} set counted = true where id = ${deliveryId} and exists (select 1 from place) returning id
    ),
    badge as (${badge})
    select (select count(*) from claimed) as claimed, (select unseen from badge limit 1) as unseen`);
  const [row] = rowsOf<{ claimed: number | string; unseen: number | null }>(result);
  return Number(row?.claimed ?? 0) > 0 ? Number(row?.unseen ?? 0) : undefined;
}

/** The badge count the notification shows: the unseen matches so far and these. */
async function unseenAfter(db: Database, target: Target, adding: number): Promise<number> {
  if (!target.unseen) return 0;
  if ('member' in target.unseen) {
    const [row] = await db
      .select({ unseen: alertMembers.unseen })
      .from(alertMembers)
      .where(eq(alertMembers.userId, target.unseen.member));
    return (row?.unseen ?? 0) + adding;
  }
  const [row] = await db
    .select({ unseen: pushSubscriptions.unseen })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, target.unseen.device));
  return (row?.unseen ?? 0) + adding;
}

async function addUnseen(db: Database, target: Target, adding: number): Promise<void> {
  if (!target.unseen) return;
  if ('member' in target.unseen) {
    await db
      .insert(alertMembers)
      .values({ userId: target.unseen.member, unseen: adding })
      .onConflictDoUpdate({
        target: alertMembers.userId,
        set: { unseen: sql`${alertMembers.unseen} + ${adding}` },
      });
  } else {
    await db
      .update(pushSubscriptions)
      .set({ unseen: sql`${pushSubscriptions.unseen} + ${adding}` })
      .where(eq(pushSubscriptions.id, target.unseen.device));
  }
}

/**
 * Pushes to each of the target's devices not yet reached (`done` lists them), recording each success at
 * once; a device whose push service says it is gone is deleted. Throws at the first other failure.
 */
async function pushAll(
  ctx: SendingContext,
  target: Target,
  payload: Parameters<PushSender['send']>[1],
  done: string[],
  record: (done: string[]) => Promise<void>,
): Promise<void> {
  const reached = [...done];
  for (const device of target.push) {
    if (reached.includes(device.id)) continue;
    const outcome = await ctx.push.send(device, payload);
    if (outcome === 'gone') {
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      ctx.log.info({ host: new URL(device.endpoint).host }, 'A push subscription is gone; it was deleted');
      continue;
    }
    if (outcome === 'refused') {
      ctx.log.warn(
        { host: new URL(device.endpoint).host },
        'A push subscription is not on PUSH_SERVICE_HOSTS',
      );
      continue;
    }
    reached.push(device.id);
    await record(reached);
  }
}

async function failed(ctx: SendingContext, ids: number[], error: Error): Promise<never> {
  const counted = await ctx.db
    .update(alertDeliveries)
    .set({ attempts: sql`${alertDeliveries.attempts} + 1`, lastError: error.message.slice(0, 500) })
    .where(inArray(alertDeliveries.id, ids))
    .returning({ id: alertDeliveries.id, attempts: alertDeliveries.attempts });
  const spent = counted.filter((row) => row.attempts >= MAX_SEND_ATTEMPTS).map((row) => row.id);
  const retried = ids.filter((id) => !spent.includes(id));
  if (spent.length > 0) {
    // No retry is left to send it: recorded as dropped with its last error, and said loudly.
    await setDelivery(ctx.db, spent, { status: 'dropped' });
    ctx.log.error(
      { deliveries: spent, reason: error.message },
      `An alert was given up after ${MAX_SEND_ATTEMPTS} failed sends`,
    );
  }
  if (retried.length > 0)
    ctx.log.error(
      { deliveries: retried, reason: error.message },
      'An alert could not be sent; it will be retried',
    );
  throw error;
}

/** A delivery with its deal (the site's own, or the affiliate provider's) and whether the deal is still live. */
async function deliveryWithDeal(db: Database, deliveryId: number, now: Date) {
  const [row] = await db
    .select({
      delivery: alertDeliveries,
      deal: sql<Deal | null>`coalesce(${deals.data}, ${alertAffiliateDeals.data})`.mapWith(
        (value: Deal | string | null) => (typeof value === 'string' ? (JSON.parse(value) as Deal) : value),
      ),
      live: sql<boolean>`(case
        when ${deals.id} is not null then ${deals.expiryDate} is null or ${deals.expiryDate} > ${now}
        when ${alertAffiliateDeals.id} is not null then ${alertAffiliateDeals.expiryDate} is null or ${alertAffiliateDeals.expiryDate} > ${now}
        else false end)`,
    })
    .from(alertDeliveries)
    .leftJoin(deals, eq(deals.id, alertDeliveries.dealId))
    .leftJoin(alertAffiliateDeals, eq(alertAffiliateDeals.id, alertDeliveries.dealId))
    .where(eq(alertDeliveries.id, deliveryId));
  return row;
}

/** Sends one due delivery (a send job). */
export async function sendDelivery(ctx: SendingContext, deliveryId: number): Promise<void> {
  const now = ctx.clock();
  const found = await deliveryWithDeal(ctx.db, deliveryId, now);
  const row = found?.delivery;
  if (row?.status !== 'due') return;
  if (!found?.live || !found.deal) {
    await setDelivery(ctx.db, [row.id], { status: 'expired' });
    return;
  }
  const deal = found.deal;
  const target = await findTarget(ctx.db, row.recipient, row.ruleId ? [row.ruleId] : []);
  if (!target || (target.push.length === 0 && !target.mail)) {
    await setDelivery(ctx.db, [row.id], { status: 'dropped' });
    return;
  }
  let unseen: number | undefined;
  if (row.counted) {
    unseen = await unseenAfter(ctx.db, target, 0);
  } else {
    // Quiet hours may have begun since it was planned (a held alert comes back exactly at their end).
    const until = quietUntil(target.settings, now);
    if (until) {
      await setDelivery(ctx.db, [row.id], { dueAt: until });
      await ctx.jobs.send<SendJob>(SEND_QUEUE, { deliveryId: row.id }, { startAfter: until });
      return;
    }
    unseen = await claimPlace(ctx.db, target, row.id, now);
    if (unseen === undefined) {
      await setDelivery(ctx.db, [row.id], { status: 'digest', dueAt: nextMorning(target.settings, now) });
      return;
    }
  }
  const payload =
    row.kind === 'reminder'
      ? reminderPayload(deal, ctx.origin, unseen)
      : alertPayload(deal, ctx.origin, unseen);
  let pushedTo = row.pushedTo;
  let mailed = row.mailed;
  try {
    // Each device reached is recorded before the next send, so a retry after a failure skips it; the last
    // send's record goes with the final update.
    const mailFollows = Boolean(target.mail && !mailed);
    await pushAll(ctx, target, payload, pushedTo, async (done) => {
      pushedTo = done;
      const more = mailFollows || target.push.some((device) => !done.includes(device.id));
      if (more) await setDelivery(ctx.db, [row.id], { pushedTo: done });
    });
    if (target.mail && !mailed) {
      const mail =
        row.kind === 'reminder'
          ? ctx.mail.reminder(target.mail, deal, now)
          : ctx.mail.alert(target.mail, deal, target.ruleName);
      await ctx.mailer.sendNow(mail);
      mailed = true;
    }
  } catch (error) {
    await setDelivery(ctx.db, [row.id], { pushedTo, mailed });
    return failed(ctx, [row.id], error as Error);
  }
  await setDelivery(ctx.db, [row.id], { status: 'sent', sentAt: now, lastError: null, pushedTo, mailed });
}

/** At most this many deals in one digest; the rest wait for the next. */
const DIGEST_MAX_DEALS = 50;

async function sendDigest(ctx: SendingContext, rows: DeliveryRow[], now: Date): Promise<void> {
  const ids = rows.map((row) => row.id);
  const ruleIds = [...new Set(rows.map((row) => row.ruleId).filter((id): id is string => Boolean(id)))];
  const target = await findTarget(ctx.db, rows[0]!.recipient, ruleIds);
  if (!target || (target.push.length === 0 && !target.mail)) {
    await setDelivery(ctx.db, ids, { status: 'dropped' });
    return;
  }
  const until = quietUntil(target.settings, now);
  if (until) {
    await setDelivery(ctx.db, ids, { dueAt: until });
    return;
  }
  const live: { row: DeliveryRow; deal: Deal }[] = [];
  const ended: number[] = [];
  for (const row of rows) {
    const found = await liveDeal(ctx.db, row.dealId, now);
    if (found) live.push({ row, deal: found.deal });
    else ended.push(row.id);
  }
  if (ended.length > 0) await setDelivery(ctx.db, ended, { status: 'expired' });
  if (live.length === 0) return;
  const liveIds = live.map((entry) => entry.row.id);
  // A retry of a digest that failed halfway has its place in the cap already, and skips what it reached.
  if (!live.every((entry) => entry.row.counted)) {
    if (!(await takePlace(ctx.db, target, now))) {
      await setDelivery(ctx.db, liveIds, { dueAt: nextMorning(target.settings, now) });
      return;
    }
    await setDelivery(ctx.db, liveIds, { counted: true });
  }
  const pushedBefore = target.push
    .map((device) => device.id)
    .filter((id) => live.every((entry) => entry.row.pushedTo.includes(id)));
  let mailed = live.every((entry) => entry.row.mailed);
  const dealsInDigest = live.map((entry) => entry.deal);
  try {
    if (target.push.length > 0) {
      const payload = digestPayload(
        dealsInDigest,
        ctx.origin,
        await unseenAfter(ctx.db, target, live.length),
      );
      await pushAll(ctx, target, payload, pushedBefore, async (done) => {
        await setDelivery(ctx.db, liveIds, { pushedTo: done });
      });
    }
    if (target.mail && !mailed) {
      const mail: OutgoingMail = ctx.mail.digest(target.mail, dealsInDigest);
      await ctx.mailer.sendNow(mail);
      mailed = true;
    }
  } catch (error) {
    await setDelivery(ctx.db, liveIds, { mailed });
    return failed(ctx, liveIds, error as Error);
  }
  await setDelivery(ctx.db, liveIds, { status: 'sent', sentAt: now, lastError: null, mailed });
  await addUnseen(ctx.db, target, live.length);
}

/**
 * Sends every digest that is due (the periodic digest job): each recipient's waiting deliveries together.
 * One recipient's failure does not hold back the others; the job fails afterwards, so it is retried.
 */
export async function sendDueDigests(ctx: SendingContext): Promise<number> {
  const now = ctx.clock();
  const due = await ctx.db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.status, 'digest'), lte(alertDeliveries.dueAt, now)))
    .orderBy(asc(alertDeliveries.recipient), asc(alertDeliveries.id))
    .limit(20_000);
  const byRecipient = new Map<string, DeliveryRow[]>();
  for (const row of due) {
    const rows = byRecipient.get(row.recipient) ?? [];
    if (rows.length < DIGEST_MAX_DEALS) rows.push(row);
    byRecipient.set(row.recipient, rows);
  }
  const failures: Error[] = [];
  for (const rows of byRecipient.values()) {
    try {
      await sendDigest(ctx, rows, now);
    } catch (error) {
      failures.push(error as Error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} of ${byRecipient.size} digests failed: ${failures[0]!.message}`);
  }
  return byRecipient.size;
}
