// The alert queues and their workers. Matching runs as a job per deal (sent by the triggers in the
// transaction that publishes or warms it), sending as a job per delivery (fanned out in batches), digests
// and wishlist reminders on a pg-boss schedule. Every queue retries with backoff; a failure is logged.
import type { FastifyBaseLogger } from 'fastify';
import type { AffiliateSource } from '../affiliate/affiliate-source.ts';
import { purgeFinishedDeliveries } from '../db/alert-repository.ts';
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  MATCH_QUEUE,
  type MatchJob,
  matchDeal,
  remindSavedDeals,
  SEND_QUEUE,
  type SendJob,
} from './alert-fanout.ts';
import { AlertMail } from './alert-mail.ts';
import { MAX_SEND_ATTEMPTS, type SendingContext, sendDelivery, sendDueDigests } from './alert-sending.ts';
import type { AlertServices } from './alert-services.ts';

export const ALERT_JOBS = {
  matchDeal: { name: MATCH_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // A push service or mail server that is down for a while: 8 retries over about two hours, then given up.
  send: {
    name: SEND_QUEUE,
    retryLimit: MAX_SEND_ATTEMPTS - 1,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  digests: { name: 'alerts-digests', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  wishlistReminders: { name: 'alerts-wishlist-reminders', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  // Fetches the affiliate provider's list when its cache has run out, so its new deals are matched even while
  // nobody browses them (the affiliate source hands a fresh list to the alerts).
  affiliateRefresh: { name: 'alerts-affiliate-refresh', retryLimit: 1, retryDelay: 60 },
  purgeDeliveries: { name: 'alerts-purge-deliveries', retryLimit: 3, retryDelay: 60, retryBackoff: true },
} as const satisfies Record<string, JobDefinition>;

/** Finished deliveries of ended deals are kept this long (for the console and the logs), then forgotten. */
export const DELIVERY_KEEP_DAYS = 30;

/** Every quarter hour: hourly digests in zones a quarter or half hour off UTC go out on their hour too. */
export const DIGEST_SCHEDULE = '*/15 * * * *';
export const REMINDER_SCHEDULE = '7,37 * * * *';
export const AFFILIATE_SCHEDULE = '*/10 * * * *';
export const PURGE_SCHEDULE = '41 3 * * *';

/** Send jobs run this many at once (each its own pushes and mail). */
export const SEND_BATCH = 20;

export interface AlertJobContext {
  db: Database;
  env: Pick<ServerEnv, 'PUBLIC_ORIGIN'>;
  mailer: Pick<Mailer, 'sendNow'>;
  alerts: AlertServices;
  affiliate?: Pick<AffiliateSource, 'list'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => Date;
}

export function sendingContext(jobs: JobQueue, ctx: AlertJobContext): SendingContext {
  return {
    db: ctx.db,
    jobs,
    mailer: ctx.mailer,
    mail: new AlertMail(ctx.env.PUBLIC_ORIGIN, ctx.alerts.tokens),
    push: ctx.alerts.push,
    origin: ctx.env.PUBLIC_ORIGIN,
    log: ctx.log,
    clock: ctx.clock,
  };
}

/** Runs the alert queues in this process and puts digests and reminders on their schedules. */
export async function startAlertJobs(jobs: JobQueue, ctx: AlertJobContext): Promise<void> {
  const sending = sendingContext(jobs, ctx);
  await jobs.work<MatchJob>(ALERT_JOBS.matchDeal.name, async (job) => {
    const recorded = await matchDeal(ctx.db, job, ctx.clock());
    if (recorded > 0)
      ctx.log.info({ dealId: job.dealId, reason: job.reason, recorded }, 'Deal alerts recorded');
  });
  await jobs.work<SendJob>(ALERT_JOBS.send.name, (job) => sendDelivery(sending, job.deliveryId), {
    batchSize: SEND_BATCH,
  });
  await jobs.work(ALERT_JOBS.digests.name, async () => {
    await sendDueDigests(sending);
  });
  await jobs.work(ALERT_JOBS.wishlistReminders.name, async () => {
    const recorded = await remindSavedDeals(ctx.db, ctx.clock());
    if (recorded > 0) ctx.log.info({ recorded }, 'Wishlist reminders recorded');
  });
  const { affiliate } = ctx;
  if (affiliate) {
    await jobs.work(ALERT_JOBS.affiliateRefresh.name, async () => {
      await affiliate.list();
    });
    await jobs.schedule(ALERT_JOBS.affiliateRefresh.name, AFFILIATE_SCHEDULE);
  }
  await jobs.work(ALERT_JOBS.purgeDeliveries.name, async () => {
    const now = ctx.clock();
    const olderThan = new Date(now.getTime() - DELIVERY_KEEP_DAYS * 86_400_000);
    const forgotten = await purgeFinishedDeliveries(ctx.db, olderThan, now);
    if (forgotten > 0) ctx.log.info({ forgotten }, 'Finished alert deliveries of ended deals forgotten');
  });
  await jobs.schedule(ALERT_JOBS.purgeDeliveries.name, PURGE_SCHEDULE);
  await jobs.schedule(ALERT_JOBS.digests.name, DIGEST_SCHEDULE);
  await jobs.schedule(ALERT_JOBS.wishlistReminders.name, REMINDER_SCHEDULE);
}
