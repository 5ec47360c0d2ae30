// POST /api/deals/:id/view on PGlite and PostgreSQL: the deal screen's report of one page open.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealViewApi } from '../../../src/shared/deal/deal-views.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { dealDailyStats } from '../../db/schema.ts';
import { accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { VIEW_RATE } from './deal-view-routes.ts';

describe.each(DATABASE_KINDS)('POST /api/deals/:id/view on %s', (kind) => {
  let server: TestServer;
  const now = new Date('2031-02-03T04:05:06Z');

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    await saveDeals(
      server.db,
      [makeDeal({ id: 'viewed', title: 'Noise-cancelling headphones', store: 'Sound Co' })],
      imported(),
    );
  });
  afterAll(() => server.close());

  const stored = async (dealId: string) =>
    server.db
      .select()
      .from(dealDailyStats)
      .where(and(eq(dealDailyStats.dealId, dealId), eq(dealDailyStats.day, '2031-02-03')));

  it('counts one view of the deal on the UTC day of the server clock and answers 204 without a body', async () => {
    const shopper = accountClient(server, '198.51.100.31');
    const first = await shopper.post(dealViewApi('viewed'));
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(first.headers['cache-control']).toBe('no-store');
    // navigator.sendBeacon(url) sends no body and no content type.
    const beacon = await server.app.inject({
      method: 'POST',
      url: dealViewApi('viewed'),
      remoteAddress: '198.51.100.31',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'content-length': '0' },
    });
    expect(beacon.statusCode).toBe(204);
    expect(await stored('viewed')).toEqual([
      {
        dealId: 'viewed',
        day: '2031-02-03',
        title: 'Noise-cancelling headphones',
        store: 'Sound Co',
        clicks: 0,
        views: 2,
      },
    ]);
  });

  it('answers an unknown deal with 404 and counts nothing', async () => {
    const response = await accountClient(server, '198.51.100.32').post(dealViewApi('no-such-deal'));
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('Deal not found');
    expect(await stored('no-such-deal')).toEqual([]);
  });

  it('refuses a view sent from another site', async () => {
    const before = (await stored('viewed'))[0]!.views;
    const response = await accountClient(server, '198.51.100.33').post(
      dealViewApi('viewed'),
      {},
      {
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.statusCode).toBe(403);
    expect((await stored('viewed'))[0]!.views).toBe(before);
  });

  it('answers robots that name themselves without counting them', async () => {
    const before = (await stored('viewed'))[0]!.views;
    const response = await accountClient(server, '198.51.100.34').post(
      dealViewApi('viewed'),
      {},
      {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    );
    expect(response.statusCode).toBe(204);
    expect((await stored('viewed'))[0]!.views).toBe(before);
  });

  it('limits the views one address may have counted', async () => {
    const busy = accountClient(server, '198.51.100.35');
    const before = (await stored('viewed'))[0]!.views;
    for (let view = 0; view < VIEW_RATE.max; view += 1) {
      expect((await busy.post(dealViewApi('viewed'))).statusCode).toBe(204);
    }
    const refused = await busy.post(dealViewApi('viewed'));
    expect(refused.statusCode).toBe(429);
    expect((await stored('viewed'))[0]!.views).toBe(before + VIEW_RATE.max);
    // Another shopper is still counted.
    expect((await accountClient(server, '198.51.100.36').post(dealViewApi('viewed'))).statusCode).toBe(204);
    expect((await stored('viewed'))[0]!.views).toBe(before + VIEW_RATE.max + 1);
  });
});
