import type { Deal } from '@shared/deal';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hoursFrom, makeDeal } from '../../../tests/factories/deal-factory';
import { db } from './database';
import {
  searchDeals,
  useCategoryCounts,
  useDealById,
  useDealSearch,
  useDealsInCategory,
  useLastSync,
  useLiveDeals,
  usePopularDeals,
  useTodayDeals,
  useTrendingDeals,
} from './deal-queries';
import { applyDealDelta, replaceAllDeals } from './deal-store';
import { clearMemoryDeals, setMemoryDeals } from './memory-fallback';

// The hooks compare with the real clock, so the fixtures are dated relative to it.
const now = new Date();
const inHours = (hours: number) => hoursFrom(now, hours);

const DEALS: Deal[] = [
  makeDeal({
    id: 'headphones',
    title: 'Sony WH-1000XM5 Headphones',
    description: 'Noise canceling over-ear',
    store: 'Best Buy',
    category: 'electronics',
    createdAt: inHours(-1),
    expiryDate: inHours(30),
    trending: true,
    trendingRank: 2,
    popularRank: 1,
  }),
  makeDeal({
    id: 'laptop',
    title: 'MacBook Air 13',
    description: 'Fanless laptop with all-day battery',
    store: 'Amazon',
    category: 'electronics',
    createdAt: inHours(-5),
    expiryDate: null,
    trending: true,
    trendingRank: 1,
    todayOnly: true,
  }),
  makeDeal({
    id: 'expired-tent',
    title: 'Camping tent with headphones pocket',
    category: 'sports',
    createdAt: inHours(-2),
    expiryDate: inHours(-1),
    trending: true,
    trendingRank: 3,
    todayOnly: true,
    popularRank: 2,
  }),
  makeDeal({
    id: 'jeans',
    title: "Levi's 501 jeans",
    description: 'Straight leg denim',
    store: "Levi's",
    category: 'fashion',
    createdAt: inHours(-3),
    expiryDate: inHours(5),
    popularRank: 3,
  }),
];

const ids = (deals: readonly Deal[] | undefined) => deals?.map((deal) => deal.id);

async function settled<T>(hook: () => T) {
  const view = renderHook(hook);
  await waitFor(() => expect(view.result.current).not.toBeUndefined());
  return view;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearMemoryDeals();
  await replaceAllDeals(DEALS, { lastSyncAt: '2025-06-01T12:00:00.000Z' });
});

describe('listing hooks', () => {
  it('useLiveDeals lists running deals newest first and leaves expired ones out', async () => {
    const { result } = await settled(useLiveDeals);
    expect(ids(result.current)).toEqual(['headphones', 'jeans', 'laptop']);
  });

  it('drops a deal from the lists the moment it ends, without a new sync', async () => {
    const ending = makeDeal({
      id: 'ending-soon',
      category: 'electronics',
      createdAt: inHours(-1),
      expiryDate: new Date(Date.now() + 400).toISOString(),
    });
    await replaceAllDeals([...DEALS, ending]);
    const { result } = await settled(() => useDealsInCategory('electronics'));
    expect(ids(result.current)).toContain('ending-soon');
    await waitFor(() => expect(ids(result.current)).toEqual(['headphones', 'laptop']), { timeout: 3_000 });
  });

  it('useDealsInCategory lists one category, or every category for "all"', async () => {
    expect(ids((await settled(() => useDealsInCategory('electronics'))).result.current)).toEqual([
      'headphones',
      'laptop',
    ]);
    expect(ids((await settled(() => useDealsInCategory('sports'))).result.current)).toEqual([]);
    expect(ids((await settled(() => useDealsInCategory('all'))).result.current)).toHaveLength(3);
  });

  it('useTodayDeals, useTrendingDeals and usePopularDeals follow their flags and ranks', async () => {
    expect(ids((await settled(useTodayDeals)).result.current)).toEqual(['laptop']);
    expect(ids((await settled(useTrendingDeals)).result.current)).toEqual(['laptop', 'headphones']);
    expect(ids((await settled(usePopularDeals)).result.current)).toEqual(['headphones', 'jeans']);
  });

  it('useCategoryCounts counts running deals per category', async () => {
    const { result } = await settled(useCategoryCounts);
    expect(result.current).toEqual({ total: 3, byCategory: { electronics: 2, fashion: 1 } });
  });

  it('updates when a sync changes the cache', async () => {
    const { result } = await settled(useLiveDeals);
    await act(() => replaceAllDeals([makeDeal({ id: 'only', expiryDate: inHours(2) })]));
    await waitFor(() => expect(ids(result.current)).toEqual(['only']));
  });
});

describe('useDealById', () => {
  it('is undefined while loading, then the deal', async () => {
    const view = renderHook(() => useDealById('jeans'));
    expect(view.result.current).toBeUndefined();
    await waitFor(() => expect(view.result.current?.title).toBe("Levi's 501 jeans"));
  });

  it('returns an expired deal so its page can say it has ended', async () => {
    const { result } = await settled(() => useDealById('expired-tent'));
    expect(result.current?.id).toBe('expired-tent');
  });

  it('is null for an unknown id', async () => {
    const { result } = await settled(() => useDealById('no-such-deal'));
    expect(result.current).toBeNull();
  });
});

describe('search', () => {
  it('matches title, description and store case-insensitively, without expired deals', async () => {
    expect(ids(await searchDeals('HEADPHONES'))).toEqual(['headphones']);
    expect(ids(await searchDeals('fanless'))).toEqual(['laptop']);
    expect(ids(await searchDeals('best buy'))).toEqual(['headphones']);
    expect(ids(await searchDeals('levi'))).toEqual(['jeans']);
  });

  it('needs every word and finds nothing for a blank query', async () => {
    expect(ids(await searchDeals('sony laptop'))).toEqual([]);
    expect(ids(await searchDeals('   '))).toEqual([]);
  });

  it('ranks title matches first', async () => {
    await replaceAllDeals([
      makeDeal({
        id: 'in-description',
        title: 'Speaker',
        description: 'Pairs with any laptop',
        createdAt: inHours(-1),
      }),
      makeDeal({ id: 'in-title', title: 'Laptop stand', createdAt: inHours(-9) }),
    ]);
    expect(ids(await searchDeals('laptop'))).toEqual(['in-title', 'in-description']);
  });

  it('useDealSearch answers the same', async () => {
    const { result } = await settled(() => useDealSearch('denim'));
    expect(ids(result.current)).toEqual(['jeans']);
  });

  it('finds the deals matching every word among many candidates', async () => {
    const many = Array.from({ length: 600 }, (_, i) =>
      makeDeal({ id: `bulk-${i}`, title: `Common gadget ${i}`, description: i === 417 ? 'rare' : 'plain' }),
    );
    await replaceAllDeals(many);
    expect(ids(await searchDeals('common rare'))).toEqual(['bulk-417']);
    expect(await searchDeals('gadget')).toHaveLength(600);
  });
});

describe('search after a delta', () => {
  it('finds changed deals by their new words only, and no longer finds removed ones', async () => {
    await applyDealDelta({
      upserts: [makeDeal({ id: 'jeans', title: 'Wrangler cargo shorts', description: 'Relaxed fit' })],
      removed: ['headphones'],
      affiliate: [makeDeal({ id: 'aff-kettle', title: 'Electric kettle', source: 'affiliate' })],
    });
    expect(ids(await searchDeals('wrangler'))).toEqual(['jeans']);
    expect(ids(await searchDeals('denim'))).toEqual([]);
    expect(ids(await searchDeals('sony'))).toEqual([]);
    expect(ids(await searchDeals('kettle'))).toEqual(['aff-kettle']);

    // The next affiliate list no longer has the kettle.
    await applyDealDelta({ upserts: [], removed: [], affiliate: [] });
    expect(ids(await searchDeals('kettle'))).toEqual([]);
    expect(ids(await searchDeals('macbook'))).toEqual(['laptop']);
  });

  it('matches a one-letter word as the start of longer words', async () => {
    expect(ids(await searchDeals('f'))).toEqual(['laptop']);
    expect(ids(await searchDeals('l'))).toEqual(['jeans', 'laptop']);
  });
});

describe('useLastSync', () => {
  it('gives the time of the last successful sync', async () => {
    const { result } = await settled(useLastSync);
    expect(result.current?.toISOString()).toBe('2025-06-01T12:00:00.000Z');
  });

  it('is null before any sync', async () => {
    await db.meta.clear();
    const { result } = await settled(useLastSync);
    expect(result.current).toBeNull();
  });
});

describe('the in-memory fallback', () => {
  it('answers every hook from memory while storage is failing', async () => {
    const memory = [
      makeDeal({ id: 'memory-deal', title: 'Kept in memory', category: 'books', expiryDate: inHours(3) }),
      makeDeal({ id: 'memory-expired', category: 'books', expiryDate: inHours(-3) }),
    ];
    act(() => setMemoryDeals(memory, '2025-06-02T08:00:00.000Z'));
    expect(ids((await settled(useLiveDeals)).result.current)).toEqual(['memory-deal']);
    expect(ids((await settled(() => useDealsInCategory('books'))).result.current)).toEqual(['memory-deal']);
    expect((await settled(() => useDealById('memory-expired'))).result.current?.id).toBe('memory-expired');
    expect((await settled(useCategoryCounts)).result.current).toEqual({ total: 1, byCategory: { books: 1 } });
    expect(ids(await searchDeals('memory'))).toEqual(['memory-deal']);
    expect((await settled(useLastSync)).result.current?.toISOString()).toBe('2025-06-02T08:00:00.000Z');
  });
});
