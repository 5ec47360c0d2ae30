import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { clickCount } from '../../db/deal-stats-repository.ts';
import { dealDailyStats } from '../../db/schema.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { safeRedirectTarget } from './go-routes.ts';

describe.each(DATABASE_KINDS)('GET /go/:id on %s', (kind) => {
  let server: TestServer;
  let provider: Server;
  let now = new Date();

  beforeAll(async () => {
    // The affiliate provider's deals are reachable through /go too.
    provider = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([
          { id: 'aff-1', title: 'Partner deal', price: 5, affiliateUrl: 'https://partner.example/a?x=1' },
        ]),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    server = await startTestServer(kind, {
      clock: () => now,
      env: { AFFILIATE_API_URL: `http://127.0.0.1:${port}/deals`, AFFILIATE_API_KEY: 'key' },
    });
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'own-1',
          title: 'Hand-thrown mug',
          store: 'Clay Corner',
          affiliateUrl: 'https://shop.example/item?ref=rarefinds',
        }),
        makeDeal({
          id: 'ended-1',
          affiliateUrl: 'https://shop.example/ended',
          expiryDate: '2020-01-01T00:00:00Z',
        }),
      ],
      imported(),
    );
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('counts the click and redirects with 302 to the affiliate link', async () => {
    const before = await clickCount(server.db, 'own-1');
    const response = await server.app.inject({ url: '/go/own-1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.example/item?ref=rarefinds');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await clickCount(server.db, 'own-1')).toBe(before + 1);
  });

  it("files the click on the UTC day of the server clock, under the deal's title and store", async () => {
    now = new Date('2031-07-08T23:30:00Z');
    await server.app.inject({ url: '/go/own-1' });
    const [row] = await server.db
      .select()
      .from(dealDailyStats)
      .where(and(eq(dealDailyStats.dealId, 'own-1'), eq(dealDailyStats.day, '2031-07-08')));
    expect(row).toEqual({
      dealId: 'own-1',
      day: '2031-07-08',
      title: 'Hand-thrown mug',
      store: 'Clay Corner',
      clicks: 1,
      views: 0,
    });
    now = new Date();
  });

  it('sends robots that name themselves to the store without counting them', async () => {
    const before = await clickCount(server.db, 'own-1');
    const response = await server.app.inject({
      url: '/go/own-1',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    });
    expect(response.statusCode).toBe(302);
    expect(await clickCount(server.db, 'own-1')).toBe(before);
  });

  it('still sends old links of ended deals to the store', async () => {
    const response = await server.app.inject({ url: '/go/ended-1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.example/ended');
  });

  it('redirects affiliate deals after own deals', async () => {
    const response = await server.app.inject({ url: '/go/aff-1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://partner.example/a?x=1');
    expect(await clickCount(server.db, 'aff-1')).toBe(1);
  });

  it('answers an unknown id with 404 and counts nothing', async () => {
    const response = await server.app.inject({ url: '/go/nope' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('Deal not found');
    expect(await clickCount(server.db, 'nope')).toBe(0);
  });
});

describe('safeRedirectTarget', () => {
  it('accepts only http and https links without credentials', () => {
    expect(safeRedirectTarget('https://shop.example/a')).toBe('https://shop.example/a');
    expect(safeRedirectTarget('http://shop.example/')).toBe('http://shop.example/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      'ftp://x.example/',
      'not a url',
      'https://user:pass@shop.example/a',
      'https://user@shop.example/a',
    ]) {
      expect(safeRedirectTarget(bad)).toBeUndefined();
    }
  });
});

describe('the click-out rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMIT_GO_MAX: '2', RATE_LIMIT_MAX: '100' } });
    await saveDeals(server.db, [makeDeal({ id: 'limited' })], imported());
  });
  afterAll(() => server.close());

  it('is stricter on /go than on the rest of the site', async () => {
    const go = () => server.app.inject({ url: '/go/limited', remoteAddress: '198.51.100.4' });
    expect((await go()).statusCode).toBe(302);
    expect((await go()).statusCode).toBe(302);
    expect((await go()).statusCode).toBe(429);
    expect((await server.app.inject({ url: '/api/deals', remoteAddress: '198.51.100.4' })).statusCode).toBe(
      200,
    );
    // Refused click-outs are not counted.
    expect(await clickCount(server.db, 'limited')).toBe(2);
  });
});
