import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { shownDiscount } from '../../src/shared/price-history/price-history.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { imported } from '../test-support/price-sightings.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { startPriceHistories } from './deals/deal-backfills.ts';
import { deleteDeal } from './deals/deal-lifecycle.ts';
import { findDeal } from './deals/deal-lookup.ts';
import { priceHistory, recordPrices, truthPoints } from './price-history-repository.ts';
import { dealPrices, deals } from './schema.ts';

const DAY_MS = 86_400_000;
const START = new Date('2026-06-01T12:00:00.000Z');
const daysAfter = (days: number) => new Date(START.getTime() + days * DAY_MS);

describe.each(DATABASE_KINDS)('price history on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(deals);
    await database.db.delete(dealPrices);
  });

  /** The deal's rows as stored, oldest first. */
  const rows = (id: string) =>
    database.db
      .select({
        seenAt: dealPrices.seenAt,
        price: dealPrices.price,
        listPrice: dealPrices.listPrice,
        source: dealPrices.source,
      })
      .from(dealPrices)
      .where(eq(dealPrices.dealId, id))
      .orderBy(asc(dealPrices.seenAt), asc(dealPrices.id));
  const stored = async (id: string) => (await findDeal(database.db, id))?.deal;
  const changeNumber = async (id: string) =>
    (await database.db.select({ seq: deals.changeSeq }).from(deals).where(eq(deals.id, id)))[0]?.seq;
  /** Writes the deal (the same but for its prices) at `price` and `listPrice`, imported `days` after START. */
  const importAt = (days: number, id: string, price: number, listPrice = 100, extra = {}) =>
    saveDeals(
      database.db,
      [
        makeDeal({
          id,
          title: `Deal ${id}`,
          affiliateUrl: `https://shop.example/${id}`,
          currentPrice: price,
          originalPrice: listPrice,
          createdAt: START.toISOString(),
          ...extra,
        }),
      ],
      imported(daysAfter(days)),
    );

  it('records a deal’s first price, with a truth that has nothing before it', async () => {
    await importAt(0, 'first', 80);
    expect(await rows('first')).toEqual([{ seenAt: START, price: 80, listPrice: 100, source: 'import' }]);
    expect((await stored('first'))?.priceTruth).toEqual({
      since: START.toISOString(),
      lowestBefore: null,
      listPriceSeen: false,
      lowestIn90Days: false,
    });
  });

  it('adds no row for the same price again, and the unchanged deal keeps its change number', async () => {
    await importAt(0, 'same', 80);
    const before = await changeNumber('same');
    const again = await importAt(3, 'same', 80);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await rows('same')).toHaveLength(1);
    expect(await changeNumber('same')).toBe(before);
  });

  it('adds a row when only the list price changes, keeping the date the price began', async () => {
    await importAt(0, 'relabelled', 80, 100);
    await importAt(5, 'relabelled', 80, 120);
    expect((await rows('relabelled')).map((row) => row.listPrice)).toEqual([100, 120]);
    expect((await stored('relabelled'))?.priceTruth?.since).toBe(START.toISOString());
  });

  it('records a rise: the new price began then, and the lower one before it is the 30-day low', async () => {
    await importAt(0, 'rise', 60);
    await importAt(10, 'rise', 75);
    expect((await rows('rise')).map((row) => [row.seenAt, row.price])).toEqual([
      [START, 60],
      [daysAfter(10), 75],
    ]);
    expect((await stored('rise'))?.priceTruth).toEqual({
      since: daysAfter(10).toISOString(),
      lowestBefore: 60,
      listPriceSeen: false,
      lowestIn90Days: false,
    });
  });

  it('records a drop from the list price: an honest discount and the lowest in 90 days', async () => {
    await importAt(0, 'drop', 100);
    const before = await changeNumber('drop');
    await importAt(20, 'drop', 70);
    const deal = await stored('drop');
    expect(deal?.priceTruth).toEqual({
      since: daysAfter(20).toISOString(),
      lowestBefore: 100,
      listPriceSeen: true,
      lowestIn90Days: true,
    });
    expect(shownDiscount(deal!)).toEqual({ percent: 30, reference: 100, listPriceOnly: false });
    expect(await changeNumber('drop')).toBeGreaterThan(before!);
  });

  it('finds a list price never charged in the 30 days before: the discount is taken from the 30-day low', async () => {
    await importAt(0, 'inflated', 100, 100);
    await importAt(40, 'inflated', 85, 100);
    await importAt(80, 'inflated', 80, 160);
    const deal = await stored('inflated');
    expect(deal?.priceTruth).toEqual({
      since: daysAfter(80).toISOString(),
      lowestBefore: 85,
      listPriceSeen: false,
      lowestIn90Days: true,
    });
    expect(shownDiscount(deal!)).toEqual({ percent: 6, reference: 85, listPriceOnly: true });
  });

  it('never stores a price truth that comes with the deal', async () => {
    await importAt(0, 'claimed', 50, 100, {
      priceTruth: {
        since: '2020-01-01T00:00:00.000Z',
        lowestBefore: 10,
        listPriceSeen: true,
        lowestIn90Days: true,
      },
    });
    expect((await stored('claimed'))?.priceTruth).toEqual({
      since: START.toISOString(),
      lowestBefore: null,
      listPriceSeen: false,
      lowestIn90Days: false,
    });
  });

  it('reads the truth from the 90 days before the current price began, led by the price in force then', async () => {
    await importAt(-200, 'long', 90);
    await importAt(-150, 'long', 95);
    await importAt(-60, 'long', 99);
    await importAt(0, 'long', 70);
    await importAt(5, 'long', 70, 110);
    const points = (await truthPoints(database.db, ['long', 'unknown'])).get('long');
    expect(points?.map((point) => point.price)).toEqual([95, 99, 70, 70]);
    expect(await truthPoints(database.db, ['unknown'])).toEqual(new Map());
  });

  it('charts the last 90 days, led by the price in force when they begin, oldest first', async () => {
    await importAt(0, 'chart', 90);
    await importAt(30, 'chart', 80);
    await importAt(100, 'chart', 70);
    await importAt(110, 'chart', 75);
    const points = await priceHistory(database.db, 'chart', daysAfter(120));
    expect(points).toEqual([
      { at: daysAfter(30).toISOString(), price: 80, listPrice: 100, source: 'import' },
      { at: daysAfter(100).toISOString(), price: 70, listPrice: 100, source: 'import' },
      { at: daysAfter(110).toISOString(), price: 75, listPrice: 100, source: 'import' },
    ]);
    expect(await priceHistory(database.db, 'nothing', daysAfter(120))).toEqual([]);
  });

  it('dates a sighting older than the latest point at that point, so a history never runs backwards', async () => {
    await recordPrices(database.db, [{ dealId: 'clock', price: 10, listPrice: 20 }], {
      source: 'affiliate',
      at: daysAfter(5),
    });
    const added = await recordPrices(
      database.db,
      [
        { dealId: 'clock', price: 12, listPrice: 20 },
        { dealId: 'other', price: 5, listPrice: 5 },
      ],
      { source: 'affiliate', at: daysAfter(4) },
    );
    expect(added.sort()).toEqual(['clock', 'other']);
    expect((await rows('clock')).map((row) => [row.seenAt, row.price])).toEqual([
      [daysAfter(5), 10],
      [daysAfter(5), 12],
    ]);
  });

  it('keeps a deleted deal’s prices', async () => {
    await importAt(0, 'gone', 40);
    expect(await deleteDeal(database.db, 'gone')).toBe(true);
    expect(await rows('gone')).toHaveLength(1);
  });

  it('starts the history of live deals written before prices were recorded, once, without a change', async () => {
    const written: Deal[] = [
      makeDeal({
        id: 'old-live',
        currentPrice: 30,
        originalPrice: 45,
        createdAt: '2026-05-01T08:00:00.000Z',
      }),
      makeDeal({ id: 'old-ended', expiryDate: '2026-05-20T00:00:00.000Z' }),
    ];
    await saveDeals(database.db, written, imported(START));
    // As they were before prices were recorded: no rows, no truth.
    await database.db.delete(dealPrices);
    for (const deal of written) {
      await database.db
        .update(deals)
        .set({ data: { ...deal, source: 'own' } })
        .where(eq(deals.id, deal.id));
    }
    const before = await changeNumber('old-live');

    expect(await startPriceHistories(database.db, START)).toBe(1);
    expect(await rows('old-live')).toEqual([
      { seenAt: new Date('2026-05-01T08:00:00.000Z'), price: 30, listPrice: 45, source: 'import' },
    ]);
    expect(await rows('old-ended')).toEqual([]);
    expect((await stored('old-live'))?.priceTruth?.since).toBe('2026-05-01T08:00:00.000Z');
    expect(await changeNumber('old-live')).toBe(before);
    expect(await startPriceHistories(database.db, START)).toBe(0);
    // The next import of the same deal finds nothing changed.
    expect(await saveDeals(database.db, [written[0]!], imported(daysAfter(1)))).toMatchObject({
      unchanged: 1,
    });
  });
});
