// The watch checks' job on PGlite and PostgreSQL: a round every 5 minutes, kept by pg-boss in the database,
// and a job that runs one round against the shop, reading the products that are due.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, watchedProducts, watches } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { startWatchShop, type WatchShop, watchShopReader } from '../test-support/watch-shop.ts';
import { checkProductLink } from './product-link.ts';
import { startWatchJobs, WATCH_JOBS, WATCH_ROUND_SCHEDULE } from './watch-jobs.ts';

describe.each(DATABASE_KINDS)('the watch check job on %s', (kind) => {
  let server: TestServer;
  let shop: WatchShop;

  beforeAll(async () => {
    shop = await startWatchShop();
    server = await startTestServer(kind, {
      env: { LINK_CHECK_ALLOW_HOSTS: '127.0.0.1' },
      pollingIntervalSeconds: 0.5,
    });
    await startWatchJobs(server.jobs, {
      ...server.app.serverContext,
      log: server.app.log,
      productReader: watchShopReader(['127.0.0.1'], TEST_ORIGIN),
    });
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  it('is on its schedule in the database, and a job reads the products that are due', async () => {
    const schedules = await server.db.execute(sql`select name, cron from pgboss.schedule`);
    expect(rowsOf(schedules)).toContainEqual({ name: WATCH_JOBS.round.name, cron: WATCH_ROUND_SCHEDULE });

    shop.set('teapot', { name: 'Teapot', price: 18.5 });
    shop.set('later', { name: 'Later', price: 9 });
    const product = (slug: string, nextCheckAt: Date) => {
      const link = checkProductLink(shop.page(slug));
      if (!link.ok) throw new Error(link.reason);
      return { id: `job-${slug}`, key: link.key, url: link.url, host: '127.0.0.1', name: slug, nextCheckAt };
    };
    await server.db
      .insert(watchedProducts)
      .values([product('teapot', new Date()), product('later', new Date(Date.now() + 3_600_000))]);
    // Each watched by a member: a product nobody watches is forgotten, not read.
    await server.db
      .insert(users)
      .values({ id: 'job-member', name: 'Job Member', email: `job-${kind}@example.com` });
    await server.db.insert(watches).values([
      { id: 'job-watch-teapot', userId: 'job-member', productId: 'job-teapot' },
      { id: 'job-watch-later', userId: 'job-member', productId: 'job-later' },
    ]);
    await server.jobs.send(WATCH_JOBS.round.name, {});
    const read = async (id: string) =>
      (await server.db.select().from(watchedProducts).where(eq(watchedProducts.id, id)))[0];
    await expect.poll(async () => (await read('job-teapot'))?.price, { timeout: 30_000 }).toBe(18.5);
    expect(await read('job-teapot')).toMatchObject({
      name: 'Teapot',
      availability: 'in_stock',
      status: 'ok',
    });
    // Not due yet: not read.
    expect((await read('job-later'))?.checkedAt).toBeNull();
    await expect
      .poll(() => server.logs.some((line) => line.msg === 'Watch round done'), { timeout: 10_000 })
      .toBe(true);
  });
});
