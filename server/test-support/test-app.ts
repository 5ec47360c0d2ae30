// A server for one test suite: a fresh database of the given kind, the miniature build and quiet logs.
import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { loadEnv, type ServerEnv } from '../env.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { defineSiteJobs } from '../jobs/site-jobs.ts';
import { createDistFixture } from './dist-fixture.ts';
import { type DatabaseKind, openTestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The queue jobs are sent to; nothing works them unless a test starts a worker. */
  jobs: JobQueue;
  env: ServerEnv;
  /** Every route the app registered, as Fastify was told of it (HEAD routes included). */
  routes: { method: string; url: string; config?: RouteOptions['config'] }[];
  /** Log lines written so far, parsed. */
  logs: { level: number; msg: string }[];
  close: () => Promise<void>;
}

export const TEST_ORIGIN = 'https://rarefinds.test';

export async function startTestServer(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    clock?: () => Date;
    database?: DatabaseHandle;
    routes?: BuildAppOptions['routes'];
    /** Trusts the stub push service's certificate (server/test-support/push-service-stub.ts). */
    pushAgent?: BuildAppOptions['pushAgent'];
    /** Accepts operator commands handed over with this token, as the serving process does with PGlite. */
    operatorToken?: string;
    /** How often workers look for jobs, for tests that start them. */
    pollingIntervalSeconds?: number;
  } = {},
): Promise<TestServer> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DIST_DIR: createDistFixture(),
    PUBLIC_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: 'info',
    API_CACHE_MS: '0',
    ...options.env,
  });
  // A suite that builds many apps may share one database; it then closes that database itself.
  const handle = options.database ?? (await openTestDatabase(kind));
  const logs: TestServer['logs'] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const routes: TestServer['routes'] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const jobs = await startJobQueue(handle.sql, {
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    log: { error: (fields, message) => app?.log.error(fields, message) },
  });
  await defineSiteJobs(jobs);
  app = await buildApp({
    env,
    db: handle.db,
    jobs,
    clock: options.clock,
    logger: { level: 'info', stream },
    routes: options.routes,
    pushAgent: options.pushAgent,
    operatorToken: options.operatorToken,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, config: route.config });
    },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    jobs,
    env,
    routes,
    logs,
    close: async () => {
      await app.close();
      await jobs.stop(0);
      if (!options.database) await handle.close();
    },
  };
}
