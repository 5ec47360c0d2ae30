import type { Deal } from '@shared/deal/deal';
import { createListReader } from '@shared/deal/deal-list-reader';
import { compareTopDeals, sortDeals } from '@shared/deal/deal-rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { hoursFrom, makeDeal } from '../../../tests/factories/deal-factory';
import { db } from './database';
import { databaseReader } from './deal-readers';
import { replaceAllDeals } from './deal-store';
import { clearMemoryDeals } from './memory-fallback';

const NOW = Date.now();
const at = (hours: number) => hoursFrom(new Date(NOW), hours);

/**
 * Many ties on purpose: equal scores, discounts and creation times, some of them expired, across two
 * categories. Ids ascend in list order, the order the database hands rows out in.
 */
const DEALS: Deal[] = Array.from({ length: 40 }, (_, index) =>
  makeDeal({
    id: `deal-${String(index).padStart(2, '0')}`,
    category: index % 3 === 0 ? 'books' : 'electronics',
    dealScore: index % 4 === 0 ? null : 60 + (index % 3) * 10,
    originalPrice: 100,
    currentPrice: 100 - (10 + (index % 2) * 10),
    discount: 10 + (index % 2) * 10,
    createdAt: at(-(index % 5)),
    expiryDate: index % 7 === 0 ? at(-1) : index % 2 === 0 ? null : at(48),
  }),
);

/** The list reader, given the deals in another order than the database's: it must not matter. */
const listReader = (deals: readonly Deal[]) => createListReader([...deals].reverse());

const running = DEALS.filter((deal) => deal.expiryDate === null || Date.parse(deal.expiryDate) > NOW);
const ids = (deals: readonly Deal[]) => deals.map((deal) => deal.id);

/** How the home page picked its sections from the whole list of running deals. */
const expectedTop = (limit: number) =>
  ids(sortDeals(running, 'newest').sort(compareTopDeals).slice(0, limit));
const expectedNewest = (slug: string, limit: number) =>
  ids(
    sortDeals(
      running.filter((deal) => deal.category === slug),
      'newest',
    ).slice(0, limit),
  );

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearMemoryDeals();
  await replaceAllDeals(DEALS);
});

describe('the home page reads', () => {
  it('reads the top deals in the order the whole list gives, ties and expired deals included', async () => {
    for (const limit of [1, 3, 6, 12, 50]) {
      expect(ids(await databaseReader.top(NOW, limit))).toEqual(expectedTop(limit));
      expect(ids(await listReader(DEALS).top(NOW, limit))).toEqual(expectedTop(limit));
    }
  });

  it("reads a category's running-deal count and newest deals in the whole list's order", async () => {
    for (const slug of ['books', 'electronics', 'travel']) {
      const total = running.filter((deal) => deal.category === slug).length;
      for (const limit of [1, 4, 6, 30]) {
        const expected = { total, deals: expectedNewest(slug, limit) };
        const fromDatabase = await databaseReader.categoryPreview(slug, NOW, limit);
        const fromMemory = await listReader(DEALS).categoryPreview(slug, NOW, limit);
        expect({ total: fromDatabase.total, deals: ids(fromDatabase.deals) }).toEqual(expected);
        expect({ total: fromMemory.total, deals: ids(fromMemory.deals) }).toEqual(expected);
      }
    }
  });

  it('reads only the first few trending, popular and today-only deals when asked for a few', async () => {
    const ranked = DEALS.map((deal, index) => ({
      ...deal,
      trending: index % 2 === 1,
      trendingRank: index,
      popularRank: 100 - index,
      todayOnly: index % 3 === 1,
    }));
    await replaceAllDeals(ranked);
    for (const reader of [databaseReader, listReader(ranked)]) {
      expect(ids(await reader.trending(NOW, 3))).toEqual(ids((await reader.trending(NOW)).slice(0, 3)));
      expect(ids(await reader.popular(NOW, 3))).toEqual(ids((await reader.popular(NOW)).slice(0, 3)));
      expect(ids(await reader.today(NOW, 3))).toEqual(ids((await reader.today(NOW)).slice(0, 3)));
      expect(await reader.trending(NOW, 3)).toHaveLength(3);
    }
    expect(ids(await databaseReader.popular(NOW, 2))).toEqual(['deal-39', 'deal-38']);
  });
});

describe('every reader answers alike', () => {
  it('lists, previews and finds the same deals in the same order, ties and all', async () => {
    const list = listReader(DEALS);
    const same = async <T>(ask: (reader: typeof databaseReader) => T | Promise<T>) =>
      expect(await ask(list)).toEqual(await ask(databaseReader));
    await same((reader) => reader.active(NOW));
    for (const slug of ['all', 'books', 'electronics']) await same((reader) => reader.inCategory(slug, NOW));
    await same((reader) => reader.categoryCounts(NOW));
    // Every deal's description says the same: the order of equal results is the deals' id order.
    await same((reader) => reader.search('description', NOW));
    await same((reader) => reader.byId('deal-07'));
    await same((reader) => reader.byId('no-such-deal'));
  });
});
