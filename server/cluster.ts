// Several server processes on one port (node:cluster): WEB_CONCURRENCY=N with PostgreSQL. This primary
// process prepares the database once (migrations, first seed, the job queue's tables), so the N processes never race to do it,
// then starts them; the operating system shares the port's connections among them. A process that dies is
// replaced; SIGTERM or SIGINT stops every process gracefully (each finishes its requests in flight) and
// then the primary. PGlite is one process's database, so the embedded setup always runs one process.
import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/client.ts';
import { seedSampleDeals } from './db/seed.ts';
import type { ServerEnv } from './env.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { defineSiteJobs } from './jobs/site-jobs.ts';

/** A process that dies sooner than this after starting is not restarted again and again. */
const MIN_LIFETIME_MS = 5_000;

async function prepareDatabase(url: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await seedSampleDeals(database.db);
    // The job queue's own tables and queues, made here once rather than by N processes at the same time.
    const jobs = await startJobQueue(database.sql);
    await defineSiteJobs(jobs);
    await jobs.stop(0);
  } finally {
    await database.close();
  }
}

export async function runCluster(env: ServerEnv): Promise<void> {
  const count = env.WEB_CONCURRENCY;
  try {
    await prepareDatabase(env.DATABASE_URL!);
  } catch (error) {
    console.error(`The server could not start: ${(error as Error).message}`);
    process.exit(1);
  }

  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}).`);
    if (lived < MIN_LIFETIME_MS) {
      console.error('It ended right after starting; not starting it again. Stopping.');
      exitCode = 1;
      stop('SIGTERM');
      return;
    }
    start();
  });

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping ${startedAt.size} server processes`);
    // Ctrl-C in a terminal reaches every process of the group already; SIGTERM comes to this one alone.
    if (signal === 'SIGTERM') for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(exitCode);
  }
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  for (let index = 0; index < count; index += 1) start();
  console.info(`RareFinds runs ${count} server processes on port ${env.PORT}`);
}
