// Starts the server: configuration, database (migrated, seeded once), listen; and a graceful stop on
// SIGTERM/SIGINT that finishes requests in flight, then closes the database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seedSampleDeals } from './db/seed.ts';
import { loadEnv } from './env.ts';

/** How long SIGTERM waits for requests in flight before giving up. */
const SHUTDOWN_GRACE_MS = 10_000;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

// The page renderer loads React's server build when the app is built; without NODE_ENV React picks its
// slower, larger development build. This server is the production server unless told otherwise.
process.env.NODE_ENV ??= 'production';

try {
  const env = loadEnv();
  database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  app = await buildApp({ env, db: database.db });
  const seeded = await seedSampleDeals(database.db);
  if (seeded) app.log.info(seeded, 'Seeded the sample deals');
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `RareFinds serves ${env.DIST_DIR} at ${env.PUBLIC_ORIGIN} with ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}`,
  );
} catch (error) {
  console.error(`The server could not start: ${(error as Error).message}`);
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  process.exit(1);
}

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping || !app || !database) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in flight, then closing the database`);
  const forced = setTimeout(() => {
    console.error('Requests did not finish in time; stopping anyway');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  // Connections that finish their last request while closing would otherwise sit in keep-alive until
  // they time out; close each as soon as it is idle.
  const sweep = setInterval(() => app?.server.closeIdleConnections(), 100);
  try {
    await app.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(`Stopping failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

process.once('SIGTERM', stop);
process.once('SIGINT', stop);
