// The link checks' job: a round every LINK_CHECK_INTERVAL_HOURS on a pg-boss schedule (a row in the
// database: it survives restarts and fires once for all the server processes). A round that finds another
// still running (the command, or a slow round of the last schedule) leaves it alone and ends.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import { runLinkCheckRound } from './link-check-round.ts';
import { linkCheckerFor } from './link-checker.ts';

export const LINK_CHECK_JOBS = {
  // A round of a large catalog takes a while (each shop is asked once a second): pg-boss must not take it
  // for stuck before 12 hours. A round that failed as a whole (the database away) is tried once more.
  round: { name: 'link-check-round', retryLimit: 1, retryDelay: 300, expireInSeconds: 12 * 3600 },
} as const satisfies Record<string, JobDefinition>;

/** The cron schedule (UTC) of a round every `hours` hours, at minute 41 (away from the other jobs). */
export const linkCheckSchedule = (hours: number): string =>
  hours >= 24 ? '41 3 * * *' : hours === 1 ? '41 * * * *' : `41 */${hours} * * *`;

export interface LinkCheckJobContext {
  db: Database;
  env: Pick<ServerEnv, 'LINK_CHECK_INTERVAL_HOURS' | 'LINK_CHECK_ALLOW_HOSTS' | 'PUBLIC_ORIGIN'>;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Runs the rounds in this process and puts them on their schedule. */
export async function startLinkCheckJobs(jobs: JobQueue, ctx: LinkCheckJobContext): Promise<void> {
  await jobs.work(LINK_CHECK_JOBS.round.name, async () => {
    const report = await runLinkCheckRound({
      db: ctx.db,
      checker: linkCheckerFor(ctx.env),
      clock: ctx.clock,
      onChecked: (link) => {
        if (link.dealEnded) {
          ctx.log.warn({ dealId: link.dealId, reason: link.verdict.reason }, 'Link failed twice: deal ended');
        }
      },
      onError: (dealId, error) => ctx.log.error({ err: error, dealId }, 'Link check not recorded'),
    });
    if (!report.ran) {
      ctx.log.info({ busyUntil: report.busyUntil }, 'Link check round skipped: another round is running');
      return;
    }
    const { ran: _, busyUntil: __, ...counts } = report;
    ctx.log.info(counts, 'Link check round done');
  });
  await jobs.schedule(LINK_CHECK_JOBS.round.name, linkCheckSchedule(ctx.env.LINK_CHECK_INTERVAL_HOURS));
}
