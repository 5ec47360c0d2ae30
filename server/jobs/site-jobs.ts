// The site's background jobs: every queue, what runs it and when. The serving process starts them
// (server/index.ts); the routes only send jobs, inside the transaction of the change that causes them.
import { ALERT_JOBS } from '../alerts/alert-jobs.ts';
import type { ServerContext } from '../context.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { LINK_CHECK_JOBS } from '../link-check/link-check-jobs.ts';
import { WATCH_JOBS } from '../watch/watch-jobs.ts';
import type { JobDefinition, JobQueue } from './job-queue.ts';

/** A client's outbox retries for minutes or days; a key older than this is not worth keeping. */
export const IDEMPOTENCY_KEY_HOURS = 72;

export const JOBS = {
  purgeIdempotencyKeys: { name: 'purge-idempotency-keys', retryLimit: 3, retryDelay: 60, retryBackoff: true },
} as const satisfies Record<string, JobDefinition>;

/** Creates every queue; sending to a queue that does not exist fails, so this runs before the app serves. */
export const defineSiteJobs = (jobs: JobQueue): Promise<void> =>
  jobs.define([
    ...Object.values(JOBS),
    ...Object.values(ALERT_JOBS),
    ...Object.values(LINK_CHECK_JOBS),
    ...Object.values(WATCH_JOBS),
  ]);

/** Runs the site's jobs in this process and puts the periodic ones on their schedules. */
export async function startSiteJobs(jobs: JobQueue, ctx: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  await jobs.work(JOBS.purgeIdempotencyKeys.name, async () => {
    const cutOff = new Date(ctx.clock().getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
    await purgeIdempotencyKeys(ctx.db, cutOff);
  });
  await jobs.schedule(JOBS.purgeIdempotencyKeys.name, '17 * * * *');
}
