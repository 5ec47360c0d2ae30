import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type PriceHistoryAnswer,
  priceHistoryApiPath,
} from '../../../src/shared/price-history/price-history.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { deleteDeal, expireByReports } from '../../db/deals/deal-lifecycle.ts';
import { dealPrices, deals, linkChecks } from '../../db/schema.ts';
import { asDatabase } from '../../db/transaction.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const DAY_MS = 86_400_000;
const START = new Date('2026-04-01T00:00:00.000Z');
const daysAfter = (days: number) => new Date(START.getTime() + days * DAY_MS);

describe.each(DATABASE_KINDS)('GET /api/deals/:id/history on %s', (kind) => {
  let server: TestServer;
  let now = START;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(deals);
    await server.db.delete(dealPrices);
  });

  const get = (id: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: priceHistoryApiPath(id), headers });
  /** The same deal at another price, imported `days` after START. */
  const priceAt = (days: number, price: number) =>
    saveDeals(
      server.db,
      [
        makeDeal({
          id: 'lamp',
          title: 'Desk lamp',
          affiliateUrl: 'https://shop.example/lamp',
          currentPrice: price,
        }),
      ],
      imported(daysAfter(days)),
    );

  it('answers the last 90 days of prices, led by the one in force when they begin, with no-cache and an ETag', async () => {
    await priceAt(0, 90);
    await priceAt(20, 80);
    await priceAt(100, 60);
    now = daysAfter(115);
    const response = await get('lamp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(JSON.parse(response.body)).toEqual({
      dealId: 'lamp',
      points: [
        { at: daysAfter(20).toISOString(), price: 80, listPrice: 100, source: 'import' },
        { at: daysAfter(100).toISOString(), price: 60, listPrice: 100, source: 'import' },
      ],
      linkCheck: null,
    } satisfies PriceHistoryAnswer);

    const again = await get('lamp', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await priceAt(110, 65);
    const changed = await get('lamp', { 'if-none-match': response.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect((JSON.parse(changed.body) as PriceHistoryAnswer).points.map((point) => point.price)).toEqual([
      80, 60, 65,
    ]);
  });

  it('carries the deal’s last conclusive link check once there is one', async () => {
    await priceAt(0, 70);
    now = daysAfter(1);
    expect((JSON.parse((await get('lamp')).body) as PriceHistoryAnswer).linkCheck).toBeNull();
    await server.db.insert(linkChecks).values([
      { dealId: 'lamp', checkedAt: daysAfter(0.5), outcome: 'failed', reason: '404 Not Found', status: 404 },
      { dealId: 'lamp', checkedAt: daysAfter(0.7), outcome: 'inconclusive', reason: 'time-out' },
    ]);
    expect((JSON.parse((await get('lamp')).body) as PriceHistoryAnswer).linkCheck).toEqual({
      checkedAt: daysAfter(0.5).toISOString(),
      outcome: 'failed',
      reason: '404 Not Found',
    });
  });

  it('answers for a deal reports ended, a deal without recorded prices and a deleted deal’s prices', async () => {
    now = daysAfter(1);
    await priceAt(0, 70);
    await saveDeals(server.db, [makeDeal({ id: 'unpriced' }), makeDeal({ id: 'reported' })], imported(START));
    await server.db.delete(dealPrices).where(eq(dealPrices.dealId, 'unpriced'));
    await server.db.transaction((tx) => expireByReports(asDatabase(tx), 'reported', now));
    await deleteDeal(server.db, 'lamp');

    const unpriced = await get('unpriced');
    expect(unpriced.statusCode).toBe(200);
    expect(JSON.parse(unpriced.body)).toEqual({ dealId: 'unpriced', points: [], linkCheck: null });
    const reported = await get('reported');
    expect(reported.statusCode).toBe(200);
    expect((JSON.parse(reported.body) as PriceHistoryAnswer).points).toHaveLength(1);
    const deleted = await get('lamp');
    expect(deleted.statusCode).toBe(200);
    expect((JSON.parse(deleted.body) as PriceHistoryAnswer).points.map((point) => point.price)).toEqual([70]);
  });

  it('answers 404 JSON for an id with no deal and no prices, and 400 for an id that cannot be one', async () => {
    now = daysAfter(1);
    await saveDeals(server.db, [makeDeal({ id: 'ended', expiryDate: START.toISOString() })], imported(START));
    await server.db.delete(dealPrices);
    for (const id of ['missing', 'ended']) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404, message: 'Deal not found' });
    }
    const refused = await get('bad\u0000id');
    expect(refused.statusCode).toBe(400);
  });
});
