// The coupons' jobs on PGlite and PostgreSQL: the expiry every minute, whatever brought a code, and the
// feed's round, on its schedule only while the feed is configured.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { expireEndedCoupons, type NewCoupon } from '../db/coupon-repository.ts';
import { coupons } from '../db/schema.ts';
import { ensureStores } from '../db/store-repository.ts';
import { loadEnv } from '../env.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { COUPON_EXPIRY_JOBS, startCouponExpiryJobs } from './expiry.ts';
import { COUPON_FEED_JOBS, startCouponFeedJobs } from './feed-jobs.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const code = (id: string, endsAt: Date | null, overrides: Partial<NewCoupon> = {}) => ({
  id,
  storeSlug: 'best-buy',
  code: id.toUpperCase(),
  codeKey: id.toUpperCase(),
  title: `Code ${id}`,
  startsAt: minutes(-600),
  endsAt,
  source: 'operator',
  status: 'live',
  ...overrides,
});

describe.each(DATABASE_KINDS)('the coupon jobs on %s', (kind) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const statuses = async () =>
    Object.fromEntries(
      (await handle.db.select({ id: coupons.id, status: coupons.status }).from(coupons)).map((row) => [
        row.id,
        row.status,
      ]),
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await ensureStores(handle.db, [{ store: 'Best Buy', affiliateUrl: 'https://www.bestbuy.com/x' }]);
    jobs = await startJobQueue(handle.sql, { pollingIntervalSeconds: 0.5 });
    await startCouponExpiryJobs(jobs, { db: handle.db, clock: () => NOW, log: quiet });
  });
  afterAll(async () => {
    await jobs.stop(1000);
    await handle.close();
  });
  beforeEach(() => handle.db.delete(coupons));

  it('ends the live codes whose end has come, and only those', async () => {
    await handle.db.insert(coupons).values([
      code('ended', minutes(-1)),
      code('ends-now', NOW),
      code('ends-later', minutes(1)),
      code('no-end', null),
      code('feed-ended', minutes(-5), { source: 'feed', sourceKey: 'rakuten:1:2' }),
      // Waiting for moderation or rejected: not live, so not this job's to change.
      code('pending-ended', minutes(-5), { source: 'member', status: 'pending' }),
      code('rejected-ended', minutes(-5), { source: 'member', status: 'rejected' }),
    ]);
    expect(await expireEndedCoupons(handle.db, NOW)).toBe(3);
    expect(await statuses()).toEqual({
      ended: 'expired',
      'ends-now': 'expired',
      'ends-later': 'live',
      'no-end': 'live',
      'feed-ended': 'expired',
      'pending-ended': 'pending',
      'rejected-ended': 'rejected',
    });
    expect(await expireEndedCoupons(handle.db, NOW)).toBe(0);
  });

  it('runs every minute on its schedule, kept in the database', async () => {
    const { rows } = await handle.sql.executeSql('select name, cron from pgboss.schedule');
    expect(rows).toContainEqual({ name: COUPON_EXPIRY_JOBS.expire.name, cron: '* * * * *' });
    await handle.db.insert(coupons).values([code('job-ended', minutes(-1)), code('job-later', minutes(5))]);
    await jobs.send(COUPON_EXPIRY_JOBS.expire.name, {});
    await expect.poll(statuses, { timeout: 20_000, interval: 100 }).toEqual({
      'job-ended': 'expired',
      'job-later': 'live',
    });
  });

  it('puts the feed’s round on its schedule only while both feed settings are set', async () => {
    const scheduled = async () =>
      (await handle.sql.executeSql('select name, cron from pgboss.schedule')).rows.filter(
        (row) => (row as { name: string }).name === COUPON_FEED_JOBS.round.name,
      );
    const context = { db: handle.db, clock: () => NOW, log: quiet };
    await startCouponFeedJobs(jobs, {
      ...context,
      env: loadEnv({ COUPON_API_URL: 'https://feed.example/c' }),
    });
    expect(await scheduled()).toEqual([]);
    await startCouponFeedJobs(jobs, {
      ...context,
      env: loadEnv({ COUPON_API_URL: 'https://feed.example/c', COUPON_API_KEY: 'key' }),
    });
    expect(await scheduled()).toEqual([{ name: COUPON_FEED_JOBS.round.name, cron: '7,37 * * * *' }]);
  });
});
