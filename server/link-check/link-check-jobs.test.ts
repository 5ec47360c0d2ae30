// The link checks' job on PGlite and PostgreSQL: a round on the schedule LINK_CHECK_INTERVAL_HOURS asks for,
// kept by pg-boss in the database, and a job that runs one round against the shop.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { linkChecks } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { loadEnv } from '../env.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type StubShop, startStubShop } from '../test-support/stub-shop.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { LINK_CHECK_JOBS, linkCheckSchedule, startLinkCheckJobs } from './link-check-jobs.ts';

describe('the link check schedule', () => {
  it('runs a round every LINK_CHECK_INTERVAL_HOURS hours, at minute 41', () => {
    expect(linkCheckSchedule(loadEnv({}).LINK_CHECK_INTERVAL_HOURS)).toBe('41 */6 * * *');
    expect(linkCheckSchedule(1)).toBe('41 * * * *');
    expect(linkCheckSchedule(8)).toBe('41 */8 * * *');
    expect(linkCheckSchedule(24)).toBe('41 3 * * *');
  });
});

describe.each(DATABASE_KINDS)('the link check job on %s', (kind) => {
  let server: TestServer;
  let shop: StubShop;

  beforeAll(async () => {
    shop = await startStubShop();
    server = await startTestServer(kind, {
      env: { LINK_CHECK_INTERVAL_HOURS: '12', LINK_CHECK_ALLOW_HOSTS: '127.0.0.1' },
      pollingIntervalSeconds: 0.5,
    });
    await startLinkCheckJobs(server.jobs, { ...server.app.serverContext, log: server.app.log });
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  it('is on its schedule in the database, and a job checks every live deal’s link once', async () => {
    // pg-boss keeps its schedules in its own schema.
    const schedules = await server.db.execute(sql`select name, cron from pgboss.schedule`);
    expect(rowsOf(schedules)).toContainEqual({ name: LINK_CHECK_JOBS.round.name, cron: '41 */12 * * *' });

    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'job-ok', affiliateUrl: `${shop.origin()}/product/kettle` }),
        makeDeal({ id: 'job-gone', affiliateUrl: `${shop.origin()}/product/gone` }),
      ],
      imported(),
    );
    await server.jobs.send(LINK_CHECK_JOBS.round.name, {});
    const outcomeOf = async (dealId: string) =>
      (await server.db.select().from(linkChecks).where(eq(linkChecks.dealId, dealId)))[0]?.outcome;
    await expect.poll(() => outcomeOf('job-gone'), { timeout: 30_000 }).toBe('failed');
    await expect.poll(() => outcomeOf('job-ok'), { timeout: 30_000 }).toBe('ok');
    // The round says it is done after its last check is stored: it may come a moment after that check.
    await expect
      .poll(() => server.logs.some((line) => line.msg === 'Link check round done'), { timeout: 10_000 })
      .toBe(true);
  });
});
