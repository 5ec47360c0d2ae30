// Codes past their end leave the live list: every minute a job sets them 'expired', whatever brought them
// (a member, the operator, an import, the feed). The store directory already leaves out codes past their
// end; the status makes it so for every other reader too (counts, the console, a member's answers).
import type { Database } from '../db/client.ts';
import { expireEndedCoupons } from '../db/coupon-repository.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import type { FeedLog } from './provider.ts';

export const COUPON_EXPIRY_JOBS = {
  expire: { name: 'coupon-expiry', retryLimit: 1, retryDelay: 30, expireInSeconds: 120 },
} as const satisfies Record<string, JobDefinition>;

const COUPON_EXPIRY_SCHEDULE = '* * * * *';

export interface CouponExpiryJobContext {
  db: Database;
  clock: () => Date;
  log: Pick<FeedLog, 'info'>;
}

/** Runs the expiry in this process and puts it on its schedule. */
export async function startCouponExpiryJobs(jobs: JobQueue, ctx: CouponExpiryJobContext): Promise<void> {
  await jobs.define(Object.values(COUPON_EXPIRY_JOBS));
  await jobs.work(COUPON_EXPIRY_JOBS.expire.name, async () => {
    const expired = await expireEndedCoupons(ctx.db, ctx.clock());
    if (expired > 0) ctx.log.info({ expired }, 'Codes past their end expired');
  });
  await jobs.schedule(COUPON_EXPIRY_JOBS.expire.name, COUPON_EXPIRY_SCHEDULE);
}
