// The watch checks' job: a round every 5 minutes on a pg-boss schedule (a row in the database: it survives
// restarts and fires once for all the server processes). Each product's own interval is its next_check_at
// (check-interval.ts): a round reads only those due. A round that finds another still running (the command,
// or a slow round of the schedule before, in any process) leaves it alone and ends. The reader, with its
// robots.txt cache and its pacer, is the process's one (ServerContext.productReader), kept across rounds and
// shared with the routes that read pages, so a shop is asked once a second whoever asks.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import type { ReaderDeps } from './product-reader.ts';
import { runWatchRound } from './watch-round.ts';

export const WATCH_JOBS = {
  // A round is capped at 4 minutes of one host's pages; a slow round of slow shops is given an hour before
  // pg-boss takes it for stuck. A round that failed as a whole (the database away) is tried once more.
  round: { name: 'watch-check-round', retryLimit: 1, retryDelay: 60, expireInSeconds: 3600 },
} as const satisfies Record<string, JobDefinition>;

/** Every 5 minutes, at minutes 2, 7, 12, … (away from the jobs on the hour and the quarters). */
export const WATCH_ROUND_SCHEDULE = '2-59/5 * * * *';

export interface WatchJobContext {
  db: Database;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  productReader: ReaderDeps;
}

/** Runs the rounds in this process and puts them on their schedule. */
export async function startWatchJobs(jobs: JobQueue, ctx: WatchJobContext): Promise<void> {
  await jobs.work(WATCH_JOBS.round.name, async () => {
    const report = await runWatchRound({
      db: ctx.db,
      reader: ctx.productReader,
      clock: ctx.clock,
      onRead: ({ product, outcome }) => {
        if (outcome.becameUnreadable)
          ctx.log.warn(
            { productId: product.id, reason: outcome.reason },
            'Watched page failed twice: unreadable',
          );
      },
      onError: (productId, error) => ctx.log.error({ err: error, productId }, 'Watch check not recorded'),
    });
    if (!report.ran) {
      ctx.log.info({ busyUntil: report.busyUntil }, 'Watch round skipped: another round is running');
      return;
    }
    const { ran: _, busyUntil: __, ...counts } = report;
    if (counts.read > 0 || counts.notices > 0) ctx.log.info(counts, 'Watch round done');
  });
  await jobs.schedule(WATCH_JOBS.round.name, WATCH_ROUND_SCHEDULE);
}
