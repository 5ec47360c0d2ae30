// The affiliate provider's prices are recorded as each fresh list arrives, and its deals are served with
// the price truth they give; a list is never lost because recording failed. Against a stub provider on
// 127.0.0.1, on PGlite and PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import {
  type PriceHistoryAnswer,
  priceHistoryApiPath,
} from '../../src/shared/price-history/price-history.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { dealPrices } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';

const DAY_MS = 86_400_000;
const START = new Date('2026-07-01T08:00:00.000Z');

const partnerDeal = (price: number, extra: Record<string, unknown> = {}) => ({
  _id: 'partner-kettle',
  title: 'Partner kettle',
  merchant: 'Partner Store',
  price,
  originalPrice: 60,
  affiliateUrl: 'https://partner.example/kettle',
  category: 'Home & Garden',
  ...extra,
});

describe.each(DATABASE_KINDS)('the affiliate deals’ prices on %s', (kind) => {
  let provider: Server;
  let providerUrl: string;
  let listed: unknown[] = [];
  let database: DatabaseHandle;
  let server: TestServer | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ deals: listed }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/deals`;
  });
  afterAll(async () => {
    await database.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A server that has not fetched the list yet, so its first request fetches a fresh one, at `now`. */
  const start = async (now: Date, handle = database) => {
    await server?.close();
    server = await startTestServer(kind, {
      database: handle,
      clock: () => now,
      env: { AFFILIATE_API_URL: providerUrl, AFFILIATE_API_KEY: 'partner-key' },
    });
    return server;
  };
  const fetchList = async () => {
    const response = await server!.app.inject({ url: '/api/affiliate-deals' });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.body) as Deal[];
  };
  const pricesOf = (id: string) =>
    database.db
      .select({ seenAt: dealPrices.seenAt, price: dealPrices.price, source: dealPrices.source })
      .from(dealPrices)
      .where(eq(dealPrices.dealId, id))
      .orderBy(dealPrices.seenAt, dealPrices.id);

  it('records a fresh list’s prices once per change and serves its deals with their price truth', async () => {
    // The provider's own claim about its prices is never passed on.
    const claimed = {
      since: '2020-01-01T00:00:00.000Z',
      lowestBefore: 1,
      listPriceSeen: true,
      lowestIn90Days: true,
    };
    listed = [partnerDeal(60, { priceTruth: claimed })];
    await start(START);
    const [first] = await fetchList();
    expect(first?.priceTruth).toEqual({
      since: START.toISOString(),
      lowestBefore: null,
      listPriceSeen: false,
      lowestIn90Days: false,
    });

    // The same price in the next fresh list adds nothing; a drop is recorded and judged.
    await start(new Date(START.getTime() + 2 * DAY_MS));
    await fetchList();
    const dropAt = new Date(START.getTime() + 10 * DAY_MS);
    listed = [partnerDeal(45)];
    await start(dropAt);
    const [dropped] = await fetchList();
    expect(await pricesOf('partner-kettle')).toEqual([
      { seenAt: START, price: 60, source: 'affiliate' },
      { seenAt: dropAt, price: 45, source: 'affiliate' },
    ]);
    expect(dropped?.priceTruth).toEqual({
      since: dropAt.toISOString(),
      lowestBefore: 60,
      listPriceSeen: true,
      lowestIn90Days: true,
    });

    const history = await server!.app.inject({ url: priceHistoryApiPath('partner-kettle') });
    expect(history.statusCode).toBe(200);
    expect((JSON.parse(history.body) as PriceHistoryAnswer).points.map((point) => point.price)).toEqual([
      60, 45,
    ]);
  });

  it('serves the list without price truth, and says so in the log, when its prices cannot be recorded', async () => {
    const broken = await openTestDatabase(kind);
    try {
      await broken.db.execute(sql`drop table ${dealPrices}`);
      listed = [partnerDeal(50, { _id: 'partner-toaster', affiliateUrl: 'https://partner.example/toaster' })];
      const running = await start(START, broken);
      const deals = await fetchList();
      expect(deals.map((deal) => deal.id)).toEqual(['partner-toaster']);
      expect(deals[0]?.priceTruth).toBeUndefined();
      expect(running.logs.some((line) => line.msg.includes('could not be recorded'))).toBe(true);
    } finally {
      await server?.close();
      server = undefined;
      await broken.close();
    }
  });
});
