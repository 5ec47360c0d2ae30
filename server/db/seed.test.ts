// The first start's sample deals come with their price histories, and the API shows each deal's price truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import {
  type PriceHistoryAnswer,
  priceHistoryApiPath,
  priceTruthOf,
} from '../../src/shared/price-history/price-history.ts';
import { createSampleDeals } from '../../src/shared/sample/sample-deals.ts';
import { samplePriceHistory } from '../catalog/sample-price-history.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { dealPrices } from './schema.ts';
import { seedSampleDeals } from './seed.ts';

const NOW = new Date('2026-09-15T10:00:00.000Z');

describe.each(DATABASE_KINDS)('the sample deals’ price histories on %s', (kind) => {
  let server: TestServer;
  let live: Deal[];

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => NOW });
    expect(await seedSampleDeals(server.db, NOW)).toMatchObject({ inserted: createSampleDeals(NOW).length });
    const response = await server.app.inject({ url: '/api/deals?limit=2000' });
    live = JSON.parse(response.body) as Deal[];
  });
  afterAll(() => server.close());

  it('gives every sample deal a history of several prices, recorded as the seed’s, ending at its price', async () => {
    const rows = await server.db.select().from(dealPrices);
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['seed']));
    for (const deal of createSampleDeals(NOW)) {
      const own = rows.filter((row) => row.dealId === deal.id).sort((a, b) => +a.seenAt - +b.seenAt);
      expect(own.length, deal.id).toBeGreaterThanOrEqual(3);
      expect(own.at(-1)).toMatchObject({ price: deal.currentPrice, seenAt: new Date(deal.createdAt) });
    }
  });

  it('shows each deal’s price truth on /api/deals, as its history gives it', async () => {
    expect(live.length).toBeGreaterThan(40);
    for (const deal of live) {
      expect(deal.priceTruth, deal.id).toEqual(priceTruthOf(samplePriceHistory(deal)));
    }
    const truths = live.map((deal) => deal.priceTruth!);
    // The honest rule has something to show: list prices never charged in the 30 days before the deal…
    expect(truths.some((truth) => !truth.listPriceSeen && truth.lowestBefore !== null)).toBe(true);
    // …list prices that were, and deals that are (and are not) the lowest price of their 90 days.
    expect(truths.some((truth) => truth.listPriceSeen)).toBe(true);
    expect(truths.some((truth) => truth.lowestIn90Days)).toBe(true);
    expect(truths.some((truth) => !truth.lowestIn90Days)).toBe(true);
  });

  it('charts a sample deal’s last 90 days', async () => {
    const deal = live[0]!;
    const response = await server.app.inject({ url: priceHistoryApiPath(deal.id) });
    expect(response.statusCode).toBe(200);
    const answer = JSON.parse(response.body) as PriceHistoryAnswer;
    expect(answer.points.length).toBeGreaterThanOrEqual(2);
    expect(answer.points.at(-1)).toMatchObject({ price: deal.currentPrice, source: 'seed' });
    expect(answer.linkCheck).toBeNull();
  });

  it('seeds once: a second start adds no deal and no price', async () => {
    const before = (await server.db.select().from(dealPrices)).length;
    expect(await seedSampleDeals(server.db, new Date(NOW.getTime() + 60_000))).toBeUndefined();
    expect(await server.db.select().from(dealPrices)).toHaveLength(before);
  });
});
