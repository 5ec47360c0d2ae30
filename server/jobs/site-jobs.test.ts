import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';
import { defineSiteJobs, IDEMPOTENCY_KEY_HOURS, JOBS, startSiteJobs } from './site-jobs.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000);

describe.each(DATABASE_KINDS)('site jobs on %s', (kind) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    jobs = await startJobQueue(handle.sql, { pollingIntervalSeconds: 0.5 });
    await defineSiteJobs(jobs);
    await startSiteJobs(jobs, { db: handle.db, clock: () => NOW });
  });

  afterAll(async () => {
    await jobs.stop(1000);
    await handle.close();
  });

  it('schedules the purge of idempotency keys, which forgets keys older than the limit', async () => {
    const { rows } = await handle.sql.executeSql('select name, cron from pgboss.schedule');
    expect(rows).toContainEqual({ name: JOBS.purgeIdempotencyKeys.name, cron: '17 * * * *' });

    const key = (name: string, hours: number) => ({
      scope: 'visitor',
      key: name,
      requestHash: 'hash',
      status: 201,
      response: {},
      createdAt: hoursAgo(hours),
    });
    await handle.db
      .insert(idempotencyKeys)
      .values([key('expired-key', IDEMPOTENCY_KEY_HOURS + 1), key('recent-key', IDEMPOTENCY_KEY_HOURS - 1)]);
    await jobs.send(JOBS.purgeIdempotencyKeys.name, {});

    const until = Date.now() + 20_000;
    let left: string[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = (await handle.db.select().from(idempotencyKeys)).map((row) => row.key);
    } while (left.includes('expired-key') && Date.now() < until);
    expect(left).toEqual(['recent-key']);
  });
});
