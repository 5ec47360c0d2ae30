// The coupon feed's job: a round every 30 minutes on a pg-boss schedule (a row in the database: it survives
// restarts and fires once for all the server processes). Started only while COUPON_API_URL and
// COUPON_API_KEY are both set. A round that fails logs why and keeps the codes it has; the next schedule
// tries again, so a failed round is not retried sooner.
import type { Database } from '../db/client.ts';
import { couponFeedConfigured, type ServerEnv } from '../env.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import { runFeedRound } from './feed-round.ts';
import type { CouponFeedProvider, FeedLog } from './provider.ts';
import { createRakutenProvider } from './rakuten.ts';

export const COUPON_FEED_JOBS = {
  // Twenty pages of ten seconds each at most, then the writes: well within ten minutes.
  round: { name: 'coupon-feed-round', retryLimit: 0, expireInSeconds: 600 },
} as const satisfies Record<string, JobDefinition>;

/** At minutes 7 and 37 (UTC), away from the other jobs' minutes. */
const COUPON_FEED_SCHEDULE = '7,37 * * * *';

type FeedSettings = Pick<ServerEnv, 'COUPON_API_URL' | 'COUPON_API_KEY'>;

/** The configured feed's provider, or undefined while the feed is off. */
export function couponFeedProvider(env: FeedSettings, log: FeedLog): CouponFeedProvider | undefined {
  if (!couponFeedConfigured(env)) return undefined;
  return createRakutenProvider({ url: env.COUPON_API_URL, key: env.COUPON_API_KEY, log });
}

export interface CouponFeedJobContext {
  db: Database;
  env: FeedSettings;
  clock: () => Date;
  log: FeedLog;
}

/** Runs the rounds in this process and puts them on their schedule; nothing while the feed is off. */
export async function startCouponFeedJobs(jobs: JobQueue, ctx: CouponFeedJobContext): Promise<void> {
  const provider = couponFeedProvider(ctx.env, ctx.log);
  if (!provider) return;
  await jobs.define(Object.values(COUPON_FEED_JOBS));
  await jobs.work(COUPON_FEED_JOBS.round.name, async () => {
    await runFeedRound({ db: ctx.db, provider, log: ctx.log, clock: ctx.clock });
  });
  await jobs.schedule(COUPON_FEED_JOBS.round.name, COUPON_FEED_SCHEDULE);
}
