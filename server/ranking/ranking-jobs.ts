// The ranks' job: a round every 5 minutes on a pg-boss schedule (a row in the database: it survives
// restarts and fires once for all the server processes). A round that fails as a whole is not tried again:
// the next one is 5 minutes away and works from the signals as they are then.
import type { FastifyBaseLogger } from 'fastify';
import { hideNewMsOf } from '../community/temperature.ts';
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { runRankingRound } from './ranking-round.ts';

export const RANKING_JOBS = {
  round: { name: 'ranking-round', retryLimit: 0, expireInSeconds: 240 },
} as const satisfies Record<string, JobDefinition>;

/** Every 5 minutes (UTC), at minutes 2, 7, 12 …: away from the jobs that run on the hour. */
export const RANKING_SCHEDULE = '2-59/5 * * * *';

export interface RankingJobContext {
  db: Database;
  env: Pick<ServerEnv, 'PUBLIC_ORIGIN' | 'NEW_DEAL_HIDE_MINUTES'>;
  clock: () => Date;
  mailer: Pick<Mailer, 'store'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** Runs the rounds in this process and puts them on their schedule. */
export async function startRankingJobs(jobs: JobQueue, ctx: RankingJobContext): Promise<void> {
  await jobs.define(Object.values(RANKING_JOBS));
  await jobs.work(RANKING_JOBS.round.name, async () => {
    const report = await runRankingRound({
      db: ctx.db,
      now: ctx.clock(),
      mailer: ctx.mailer,
      origin: ctx.env.PUBLIC_ORIGIN,
      hideNewMs: hideNewMsOf(ctx.env),
    });
    if (report.changed > 0 || report.wentHot.length > 0) ctx.log.info(report, 'Ranking round done');
  });
  await jobs.schedule(RANKING_JOBS.round.name, RANKING_SCHEDULE);
}
