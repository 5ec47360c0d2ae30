// One server process: configuration, database (migrated, seeded once), job queue, listen; and a graceful
// stop on SIGTERM/SIGINT: no new connections, every request accepted answered (server/http/graceful-shutdown.ts,
// within SHUTDOWN_GRACE_MS), then the database closed. server/index.ts runs it once, or once in each process
// of a cluster.
import type { FastifyInstance } from 'fastify';
import { startAlertJobs } from './alerts/alert-jobs.ts';
import { buildApp } from './app.ts';
import { newOperatorToken, publishOperatorChannel } from './cli/operator-channel.ts';
import { type OperatorListener, openOperatorListener } from './cli/operator-listener.ts';
import { startCouponExpiryJobs } from './coupon-feed/expiry.ts';
import { startCouponFeedJobs } from './coupon-feed/feed-jobs.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { fillLinkKeys, fillStores, startPriceHistories } from './db/deals/deal-backfills.ts';
import { seedSampleDeals } from './db/seed.ts';
import { loadEnv, type ServerEnv } from './env.ts';
import { limitHeapGrowth } from './heap-growth.ts';
import { type ConnectionTracker, trackConnections } from './http/graceful-shutdown.ts';
import { type JobQueue, startJobQueue } from './jobs/job-queue.ts';
import { defineSiteJobs, startSiteJobs } from './jobs/site-jobs.ts';
import { startLinkCheckJobs } from './link-check/link-check-jobs.ts';
import { startRankingJobs } from './ranking/ranking-jobs.ts';
import { startWatchJobs } from './watch/watch-jobs.ts';

/** Closing the server and the database after the grace period may take this long before the process exits anyway. */
const CLOSE_MS = 5_000;

let env: ServerEnv | undefined;
let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let connections: ConnectionTracker | undefined;
let jobs: JobQueue | undefined;
let unpublishOperatorChannel = () => {};
let operatorListener: OperatorListener | undefined;
/** A stop asked for while the process was still starting: carried out once it has started. */
let stopAskedWhileStarting: NodeJS.Signals | undefined;
let started = false;

/** Starts this process's server; exits the process with 1 when it cannot start. */
export async function serve(): Promise<void> {
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  limitHeapGrowth();
  try {
    env = loadEnv();
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: env.DATA_DIR },
    );
    // With PGlite this process holds the data directory: operator commands are handed to it.
    const operatorToken = database.kind === 'pglite' ? newOperatorToken() : undefined;
    const startedJobs = await startJobQueue(database.sql, {
      onError: (error) => app?.log.error({ err: error }, 'Job queue error'),
      // Jobs run only once the app (and its logger) exists.
      log: { error: (fields, message) => app?.log.error(fields, message) },
    });
    jobs = startedJobs;
    await defineSiteJobs(startedJobs);
    app = await buildApp({ env, db: database.db, jobs: startedJobs, operatorToken });
    connections = trackConnections(app.server);
    const seeded = await seedSampleDeals(database.db);
    if (seeded) app.log.info(seeded, 'Seeded the sample deals');
    // Deals stored before link keys existed get theirs once; later starts find none missing.
    const keyed = await fillLinkKeys(database.db);
    if (keyed) app.log.info(`Gave ${keyed} deals their link key for the duplicate check`);
    // Deals stored before prices were recorded start their price history once, at their creation time.
    const histories = await startPriceHistories(database.db, new Date());
    if (histories) app.log.info(`Started the price history of ${histories} deals`);
    // Deals stored before stores existed give their stores once.
    const storesAdded = await fillStores(database.db);
    if (storesAdded) app.log.info(`Added ${storesAdded} stores from the deals`);
    await app.listen({ port: env.PORT, host: env.HOST });
    await startSiteJobs(startedJobs, { db: database.db, clock: () => new Date() });
    await startAlertJobs(startedJobs, { ...app.serverContext, log: app.log });
    await startLinkCheckJobs(startedJobs, { ...app.serverContext, log: app.log });
    await startWatchJobs(startedJobs, { ...app.serverContext, log: app.log });
    await startCouponExpiryJobs(startedJobs, { ...app.serverContext, log: app.log });
    await startCouponFeedJobs(startedJobs, { ...app.serverContext, log: app.log });
    await startRankingJobs(startedJobs, { ...app.serverContext, log: app.log });
    if (operatorToken) {
      // Commands reach the server on a loopback address only, never on HOST when that is reachable from afar.
      operatorListener = await openOperatorListener(app, env.HOST);
      unpublishOperatorChannel = publishOperatorChannel(env.DATA_DIR, operatorListener.origin, operatorToken);
    }
    app.log.info(
      `RareFinds serves ${env.DIST_DIR} at ${env.PUBLIC_ORIGIN} with ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}`,
    );
    started = true;
    if (stopAskedWhileStarting) await stop(stopAskedWhileStarting);
  } catch (error) {
    console.error(`The server could not start: ${(error as Error).message}`);
    await app?.close().catch(() => {});
    await jobs?.stop(0).catch(() => {});
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  // A cluster's primary may pass SIGTERM on while this process still starts: it stops once it has started.
  if (!started) {
    stopAskedWhileStarting = signal;
    return;
  }
  if (stopping || !app || !database || !connections || !env) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in flight, then closing the database`);
  const forced = setTimeout(() => {
    console.error('The server did not close in time; stopping anyway');
    process.exit(1);
  }, env.SHUTDOWN_GRACE_MS + CLOSE_MS);
  forced.unref();
  unpublishOperatorChannel();
  await operatorListener?.close();
  try {
    // Job workers take no new job from now on; the ones in hand get the same grace as the requests (a job
    // still running then is failed, and retried after the restart).
    const jobsStopped = jobs?.stop(env.SHUTDOWN_GRACE_MS);
    const finished = await connections.drain(env.SHUTDOWN_GRACE_MS);
    if (!finished) app.log.error(`Requests still running after ${env.SHUTDOWN_GRACE_MS} ms were cut`);
    await app.close();
    await jobsStopped;
    await database.close();
    process.exit(finished ? 0 : 1);
  } catch (error) {
    console.error(`Stopping failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
