// Background jobs in pg-boss, on the site's own database: PostgreSQL, or PGlite through its SQL client
// (the one connection the app uses too). A job is a row: it survives a restart, is retried with backoff
// when its handler fails, and can be sent inside the transaction of the change that causes it, so it exists
// exactly when that change does. Schedules are rows too (cron), never in-process timers.
import PgBoss from 'pg-boss';
import { type SqlClient, transactionSqlClient } from '../db/client.ts';

export type JobOptions = Omit<PgBoss.SendOptions, 'db'>;

/** A queue and how its jobs are retried. */
export interface JobDefinition {
  name: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export type JobHandler<T> = (data: T, job: PgBoss.Job<T>) => Promise<void>;

export interface WorkOptions {
  /**
   * Jobs fetched and run at once (default 1). Each still succeeds or fails on its own, and a full batch
   * fetches the next one at once instead of waiting for the next poll: for queues that fan out (alerts).
   */
  batchSize?: number;
}

/** A job to send among many: its data and, optionally, when it may start. */
export interface BulkJob<T> {
  data: T;
  startAfter?: Date;
}

export interface JobQueue {
  /** Creates the queues (idempotent); a job can only be sent to a defined queue. */
  define(definitions: readonly JobDefinition[]): Promise<void>;
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Sends as part of a Drizzle transaction: the job exists only if the transaction commits. */
  sendWith<T extends object>(
    tx: unknown,
    name: string,
    data: T,
    options?: JobOptions,
  ): Promise<string | null>;
  /** Runs `handler` for each job of the queue; a handler that throws leaves the job to be retried. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Sends a job to the queue on a cron schedule (UTC), across restarts and processes. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Finishes the jobs in hand (up to `graceMs`), then stops; the database stays open. */
  stop(graceMs?: number): Promise<void>;
}

/** Where failed job attempts are written: the server's logger (pino's call shape). */
export interface JobLog {
  error(fields: object, message: string): void;
}

export interface JobQueueOptions {
  /** Seconds between a worker's polls for new jobs. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
  /** Every failed attempt of a job is logged here, with the job's name, id, attempt and error. */
  log?: JobLog;
}

/** The log line of a failed attempt: pg-boss retries it quietly otherwise, or gives it up after the last. */
function logFailure(log: JobLog | undefined, job: PgBoss.JobWithMetadata<unknown>, error: Error): void {
  const attempt = job.retryCount + 1;
  const attempts = job.retryLimit + 1;
  log?.error(
    { job: job.name, jobId: job.id, attempt, attempts, err: error },
    attempt < attempts
      ? `The job ${job.name} failed (attempt ${attempt} of ${attempts}); it will be retried`
      : `The job ${job.name} failed on its last attempt (${attempt} of ${attempts}); it is given up`,
  );
}

/** pg-boss's own tables live in their own schema, created and upgraded by pg-boss at start. */
const JOB_SCHEMA = 'pgboss';

/**
 * Sending a job is one INSERT through the connection given with it: it needs no started queue. This
 * instance is never started; code that has a transaction but no JobQueue (a deal write's announcement, an operator
 * command) sends through it, into queues the serving process defined.
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('Jobs are sent through a transaction only')),
  } as PgBoss.Db,
  schema: JOB_SCHEMA,
});

/** Sends a job as part of a Drizzle transaction: it exists only if the transaction commits. */
export const sendJobIn = <T extends object>(
  tx: unknown,
  name: string,
  data: T,
  options: JobOptions = {},
): Promise<string | null> =>
  sender.send(name, data, { ...options, db: transactionSqlClient(tx) as PgBoss.Db });

/** Sends many jobs of one queue in one statement, as part of a Drizzle transaction. */
export async function sendJobsIn<T extends object>(
  tx: unknown,
  name: string,
  jobs: BulkJob<T>[],
): Promise<void> {
  if (jobs.length === 0) return;
  await sender.insert(
    jobs.map((job) => ({
      name,
      data: job.data,
      startAfter: job.startAfter?.toISOString() as unknown as Date,
    })),
    { db: transactionSqlClient(tx) as PgBoss.Db },
  );
}

export async function startJobQueue(sql: SqlClient, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sql as PgBoss.Db,
    schema: JOB_SCHEMA,
    // Finished jobs are kept a week for the operator, then removed by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    async define(definitions) {
      for (const { name, ...retry } of definitions) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...retry });
        else await boss.updateQueue(name, { name, ...retry });
      }
    },
    send: (name, data, jobOptions = {}) => boss.send(name, data, jobOptions),
    sendWith: (tx, name, data, jobOptions = {}) => sendJobIn(tx, name, data, jobOptions),
    async work<T extends object>(name: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      const batchSize = workOptions.batchSize ?? 1;
      const run = async (job: PgBoss.JobWithMetadata<T>) => {
        try {
          await handler(job.data, job);
        } catch (error) {
          logFailure(options.log, job, error as Error);
          throw error;
        }
      };
      if (batchSize === 1) {
        // One job at a time per queue: handlers share the database with the requests being served.
        await boss.work<T>(
          name,
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await run(job);
          },
        );
        return;
      }
      // Known once work() answers; the first batch may arrive before that and then waits for the next poll.
      let workerId: string | undefined;
      workerId = await boss.work<T>(
        name,
        { pollingIntervalSeconds, batchSize, includeMetadata: true },
        async (batch) => {
          // Each job fails alone (and is retried alone); pg-boss completes the rest when this returns.
          await Promise.all(
            batch.map((job) =>
              run(job).catch(async (error: Error) => {
                options.onError?.(error);
                await boss.fail(name, job.id, { message: error.message });
              }),
            ),
          );
          // A full batch means more are likely waiting: fetch again now rather than after the poll interval.
          if (batch.length === batchSize && workerId) boss.notifyWorker(workerId);
        },
      );
    },
    async schedule(name, cron, data = {}) {
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async stop(graceMs = 10_000) {
      // A job still running after the grace is failed by pg-boss, so it is retried after the restart.
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
    },
  };
}
