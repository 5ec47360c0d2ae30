// Sending what is due. One delivery: the deal must still be live (else nothing goes), or the watch notice
// still watched (server/alerts/alert-items.ts), quiet hours must be over (else it waits for their end), and
// the recipient's day must have room under their cap (else it joins the next morning's digest); then each of
// their devices gets the push and their address the mail, each once however often the job is retried.
// Digests: every recipient's due deliveries in one mail and one push.
// Channels and devices are independent: each one's outcome is recorded as it happens, so a device that fails
// holds back neither the others nor the mail, and a retry redoes only what failed. A push service's 404/410
// deletes that subscription; its 401/403 (a VAPID or key mismatch) gives the device up for the delivery
// at once; any other failure is recorded and thrown, so the job is retried with backoff, until
// MAX_SEND_ATTEMPTS failures give the failing devices up (their last error kept, logged as an error).
// This file is the policy alone: its queries are server/db/alert-delivery-repository.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { AlertPayload } from '../../src/shared/alerts/alerts.ts';
import {
  addUnseen,
  type CapPlace,
  type Claim,
  claimCapPlace,
  type DeliveryRow,
  deleteGonePushSubscription,
  findDeliveryWithDeal,
  listDueDigestDeliveries,
  recordFailedAttempt,
  takeCapPlace,
  unseenCount,
  updateDeliveries,
} from '../db/alert-delivery-repository.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { localDay, nextMorning, quietUntil } from './alert-budget.ts';
import { claimChannels, mailChannel, pushChannel } from './alert-claims.ts';
import { type AlertItem, digestPayload, itemPayload, reminderPayload } from './alert-content.ts';
import { SEND_QUEUE, type SendJob } from './alert-fanout.ts';
import { foundContent, liveContent } from './alert-items.ts';
import type { AlertMail } from './alert-mail.ts';
import { findTarget, type Target } from './alert-recipients.ts';
import { PushFailure, type PushSender } from './push-sender.ts';

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

/** Failed sends after which a delivery is given up: the send job's first try and its 8 retries. */
export const MAX_SEND_ATTEMPTS = 9;

/** The recipient's place in their cap for their local day at `now`. */
const capPlace = (target: Target, now: Date): CapPlace => ({
  recipient: target.recipient,
  day: localDay(now, target.settings.timeZone),
  dailyCap: target.settings.dailyCap,
});

/** The badge count the notification shows: the unseen matches so far and these. */
const unseenAfter = async (db: Database, target: Target, adding: number): Promise<number> =>
  target.unseen ? (await unseenCount(db, target.unseen)) + adding : 0;

/** What a delivery (or a digest's deliveries) reached so far: each channel and device on its own. */
export interface Reach {
  pushedTo: string[];
  pushFailed: Record<string, string>;
  mailed: boolean;
}

/** A send that failed this time and may succeed on a retry: a device (by id) or the mail. */
interface Failure {
  channel: { device: string; host: string } | 'mail';
  error: Error;
}

/** 401/403: the push service refuses this server's VAPID signature or the subscription's keys; a retry cannot help. */
const refusedForGood = (error: unknown) =>
  error instanceof PushFailure && (error.statusCode === 401 || error.statusCode === 403);

/**
 * Sends on every channel not yet reached (devices in `reach.pushedTo` or `reach.pushFailed` are skipped, as
 * is the mail once `reach.mailed`), each independently of the others: one device failing holds back neither
 * the next device nor the mail. Each success or permanent failure is recorded (`record`) before the next
 * send, so a retry redoes only what failed. A device whose push service says it is gone is deleted. Answers
 * the failures worth retrying.
 */
async function reachChannels(
  ctx: SendingContext,
  target: Target,
  send: {
    /** The push for a device; undefined: nothing to push to it (another delivery sent it these deals). */
    payload: (device: Target['push'][number]) => AlertPayload | undefined;
    mail: (() => OutgoingMail) | undefined;
  },
  reach: Reach,
  record: (reach: Reach) => Promise<void>,
): Promise<Failure[]> {
  const failures: Failure[] = [];
  const mailPending = Boolean(send.mail && !reach.mailed);
  const pending = target.push.flatMap((device) => {
    if (reach.pushedTo.includes(device.id) || device.id in reach.pushFailed) return [];
    const payload = send.payload(device);
    return payload ? [{ device, payload }] : [];
  });
  for (const [index, { device, payload }] of pending.entries()) {
    const host = new URL(device.endpoint).host;
    try {
      const outcome = await ctx.push.send(device, payload);
      if (outcome === 'gone') {
        await deleteGonePushSubscription(ctx.db, device.id);
        ctx.log.info({ host }, 'A push subscription is gone; it was deleted');
        continue;
      }
      if (outcome === 'refused') {
        ctx.log.warn({ host }, 'A push subscription is not on PUSH_SERVICE_HOSTS');
        continue;
      }
      reach.pushedTo = [...reach.pushedTo, device.id];
    } catch (error) {
      if (!refusedForGood(error)) {
        failures.push({ channel: { device: device.id, host }, error: error as Error });
        continue;
      }
      reach.pushFailed = { ...reach.pushFailed, [device.id]: (error as Error).message.slice(0, 500) };
      ctx.log.error(
        { host, device: device.id, reason: (error as Error).message },
        'A push service refused the signature or keys of this alert; the device is given up for it',
      );
    }
    // The last send's outcome is recorded by the caller's final update.
    if (index < pending.length - 1 || mailPending) await record(reach);
  }
  if (send.mail && mailPending) {
    try {
      await ctx.mailer.sendNow(send.mail());
      reach.mailed = true;
    } catch (error) {
      failures.push({ channel: 'mail', error: error as Error });
    }
  }
  return failures;
}

const failureText = (failures: Failure[]) =>
  failures
    .map(({ channel, error }) => (channel === 'mail' ? `mail: ${error.message}` : error.message))
    .join('; ');

/**
 * Counts a failed attempt on the deliveries and throws, so their job is retried with backoff. Once
 * MAX_SEND_ATTEMPTS are spent the failing devices are marked given up, with their last error; the delivery
 * counts as sent when any channel reached the person, else it is dropped. Both are logged as errors.
 */
async function failed(ctx: SendingContext, ids: number[], reach: Reach, failures: Failure[]): Promise<never> {
  const error = failures.length === 1 ? failures[0]!.error : new Error(failureText(failures));
  const reason = failureText(failures);
  const counted = await recordFailedAttempt(ctx.db, ids, {
    lastError: reason.slice(0, 500),
    pushedTo: reach.pushedTo,
    pushFailed: reach.pushFailed,
    mailed: reach.mailed,
  });
  const spent = counted.filter((row) => row.attempts >= MAX_SEND_ATTEMPTS).map((row) => row.id);
  const retried = ids.filter((id) => !spent.includes(id));
  if (spent.length > 0) {
    // No retry is left: each failing device is recorded as given up with its last error, and said loudly.
    const pushFailed = { ...reach.pushFailed };
    for (const { channel, error: each } of failures)
      if (channel !== 'mail') pushFailed[channel.device] = each.message.slice(0, 500);
    const reached = reach.mailed || reach.pushedTo.length > 0;
    await updateDeliveries(ctx.db, spent, {
      status: reached ? 'sent' : 'dropped',
      ...(reached ? { sentAt: ctx.clock() } : {}),
      pushFailed,
    });
    ctx.log.error(
      { deliveries: spent, reason, devices: failures.map((each) => each.channel) },
      `An alert was given up after ${MAX_SEND_ATTEMPTS} failed sends`,
    );
  }
  if (retried.length > 0)
    ctx.log.error(
      { deliveries: retried, reason, devices: failures.map((each) => each.channel) },
      'An alert could not be sent; it will be retried',
    );
  throw error;
}

/** What was reached, and sent, unless every channel tried was given up (then dropped, with the reason). */
const finalOutcome = (reach: Reach, now: Date): Partial<DeliveryRow> => {
  const { pushedTo, pushFailed, mailed } = reach;
  const givenUp = Object.values(pushFailed);
  return {
    pushedTo,
    pushFailed,
    mailed,
    ...(!mailed && pushedTo.length === 0 && givenUp.length > 0
      ? { status: 'dropped', lastError: givenUp[0] }
      : { status: 'sent', sentAt: now, lastError: null }),
  };
};

/** Sends one due delivery (a send job). */
export async function sendDelivery(ctx: SendingContext, deliveryId: number): Promise<void> {
  const now = ctx.clock();
  const found = await findDeliveryWithDeal(ctx.db, deliveryId, now);
  const row = found?.delivery;
  if (!found || row?.status !== 'due') return;
  const content = foundContent(found);
  if (!content.ok) {
    await updateDeliveries(ctx.db, [row.id], { status: content.status });
    return;
  }
  const { item, deal } = content;
  const target = await findTarget(ctx.db, row.recipient, row.ruleId ? [row.ruleId] : []);
  if (!target || (target.push.length === 0 && !target.mail)) {
    await updateDeliveries(ctx.db, [row.id], { status: 'dropped' });
    return;
  }
  let unseen: number | undefined;
  if (row.counted) {
    unseen = await unseenAfter(ctx.db, target, 0);
  } else {
    // Quiet hours may have begun since it was planned (a held alert comes back exactly at their end).
    const until = quietUntil(target.settings, now);
    if (until) {
      await updateDeliveries(ctx.db, [row.id], { dueAt: until });
      await ctx.jobs.send<SendJob>(SEND_QUEUE, { deliveryId: row.id }, { startAfter: until });
      return;
    }
    unseen = await claimCapPlace(ctx.db, capPlace(target, now), row.id, target.unseen);
    if (unseen === undefined) {
      await updateDeliveries(ctx.db, [row.id], {
        status: 'digest',
        dueAt: nextMorning(target.settings, now),
      });
      return;
    }
  }
  const payload =
    row.kind === 'reminder' && deal
      ? reminderPayload(deal, ctx.origin, unseen)
      : itemPayload(item, ctx.origin, unseen);
  // The address and the devices this delivery may send to: those no other delivery sent this deal.
  const claim = (channel: string): Claim => ({
    channel,
    dealId: item.id,
    kind: row.kind,
    deliveryId: row.id,
  });
  const owns = await claimChannels(ctx.db, [
    ...(target.mail ? [claim(mailChannel(target.mail.to))] : []),
    ...target.push.map((device) => claim(pushChannel(device.endpoint))),
  ]);
  const mailTo =
    target.mail && owns(mailChannel(target.mail.to), item.id, row.kind) ? target.mail : undefined;
  const mail = mailTo
    ? () =>
        !deal
          ? ctx.mail.watchNotice(mailTo, item)
          : row.kind === 'reminder'
            ? ctx.mail.reminder(mailTo, deal, now)
            : ctx.mail.alert(mailTo, deal, target.ruleName)
    : undefined;
  const reach: Reach = { pushedTo: row.pushedTo, pushFailed: row.pushFailed, mailed: row.mailed };
  const pushFor = (device: Target['push'][number]) =>
    owns(pushChannel(device.endpoint), item.id, row.kind) ? payload : undefined;
  const failures = await reachChannels(ctx, target, { payload: pushFor, mail }, reach, async (done) => {
    await updateDeliveries(ctx.db, [row.id], { pushedTo: done.pushedTo, pushFailed: done.pushFailed });
  });
  if (failures.length > 0) return failed(ctx, [row.id], reach, failures);
  await updateDeliveries(ctx.db, [row.id], finalOutcome(reach, now));
}

/** At most this many deals in one digest; the rest wait for the next. */
const DIGEST_MAX_DEALS = 50;

async function sendDigest(ctx: SendingContext, rows: DeliveryRow[], now: Date): Promise<void> {
  const ids = rows.map((row) => row.id);
  const ruleIds = [...new Set(rows.map((row) => row.ruleId).filter((id): id is string => Boolean(id)))];
  const target = await findTarget(ctx.db, rows[0]!.recipient, ruleIds);
  if (!target || (target.push.length === 0 && !target.mail)) {
    await updateDeliveries(ctx.db, ids, { status: 'dropped' });
    return;
  }
  const until = quietUntil(target.settings, now);
  if (until) {
    await updateDeliveries(ctx.db, ids, { dueAt: until });
    return;
  }
  const live: { row: DeliveryRow; item: AlertItem }[] = [];
  const ended: number[] = [];
  const dropped: number[] = [];
  for (const row of rows) {
    const content = await liveContent(ctx.db, row, now);
    if (content.ok) live.push({ row, item: content.item });
    else (content.status === 'dropped' ? dropped : ended).push(row.id);
  }
  if (ended.length > 0) await updateDeliveries(ctx.db, ended, { status: 'expired' });
  if (dropped.length > 0) await updateDeliveries(ctx.db, dropped, { status: 'dropped' });
  if (live.length === 0) return;
  const liveIds = live.map((entry) => entry.row.id);
  // A retry of a digest that failed halfway has its place in the cap already, and skips what it reached.
  if (!live.every((entry) => entry.row.counted)) {
    if (!(await takeCapPlace(ctx.db, capPlace(target, now)))) {
      await updateDeliveries(ctx.db, liveIds, { dueAt: nextMorning(target.settings, now) });
      return;
    }
    await updateDeliveries(ctx.db, liveIds, { counted: true });
  }
  // A device or the mail counts as reached only when it was for every deal in this digest.
  const reach: Reach = {
    pushedTo: target.push
      .map((device) => device.id)
      .filter((id) => live.every((entry) => entry.row.pushedTo.includes(id))),
    pushFailed: Object.assign({}, ...live.map((entry) => entry.row.pushFailed)),
    mailed: live.every((entry) => entry.row.mailed),
  };
  // Each deal goes to the address and to each device unless another delivery already sent it there.
  const channels = [
    ...(target.mail ? [mailChannel(target.mail.to)] : []),
    ...target.push.map((device) => pushChannel(device.endpoint)),
  ];
  const owns = await claimChannels(
    ctx.db,
    live.flatMap(({ row, item }) =>
      channels.map((channel): Claim => ({ channel, dealId: item.id, kind: row.kind, deliveryId: row.id })),
    ),
  );
  const itemsFor = (channel: string) =>
    live.filter(({ row, item }) => owns(channel, item.id, row.kind)).map((entry) => entry.item);
  const unseen = target.push.length > 0 ? await unseenAfter(ctx.db, target, live.length) : 0;
  const pushFor = (device: Target['push'][number]) => {
    const toPush = itemsFor(pushChannel(device.endpoint));
    return toPush.length > 0 ? digestPayload(toPush, ctx.origin, unseen) : undefined;
  };
  const mailTo = target.mail;
  const mailDeals = mailTo ? itemsFor(mailChannel(mailTo.to)) : [];
  const failures = await reachChannels(
    ctx,
    target,
    {
      payload: pushFor,
      mail: mailTo && mailDeals.length > 0 ? () => ctx.mail.digest(mailTo, mailDeals) : undefined,
    },
    reach,
    async (done) => {
      await updateDeliveries(ctx.db, liveIds, { pushedTo: done.pushedTo, pushFailed: done.pushFailed });
    },
  );
  if (failures.length > 0) return failed(ctx, liveIds, reach, failures);
  await updateDeliveries(ctx.db, liveIds, finalOutcome(reach, now));
  await addUnseen(ctx.db, target.unseen, live.length);
}

/**
 * Sends every digest that is due (the periodic digest job): each recipient's waiting deliveries together.
 * One recipient's failure does not hold back the others; the job fails afterwards, so it is retried.
 */
export async function sendDueDigests(ctx: SendingContext): Promise<number> {
  const now = ctx.clock();
  const due = await listDueDigestDeliveries(ctx.db, now, 20_000);
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
