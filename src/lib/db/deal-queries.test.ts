import type { Deal } from '@shared/deal/deal';
import { PAGE_ANSWERS_SCRIPT_ID } from '@shared/site/page-answers';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoursFrom, makeDeal } from '../../../tests/factories/deal-factory';
import { arriveWithPageAnswers } from '../../../tests/support/page-answers-arrival';
import { db } from './database';
import {
  type ListName,
  searchDeals,
  useCategoryCounts,
  useDealById,
  useDealList,
  useHomeRows,
  useLastSync,
  useLiveDeals,
} from './deal-queries';
import { applyDealDelta, replaceAllDeals } from './deal-store';
import { clearMemoryDeals, setMemoryDeals } from './memory-fallback';
import { endPageAnswers } from './page-answers';

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

/** A listing's deals as the cache holds them, in the listing's own order. */
const useListed = (list: ListName) => useDealList(list, undefined, 1)?.deals;
const useDealsInCategory = (slug: string) => useListed({ kind: 'category', slug });

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

  it('lists today-only, trending and popular deals by their flags and ranks', async () => {
    expect(ids((await settled(() => useListed({ kind: 'today' }))).result.current)).toEqual(['laptop']);
    expect(ids((await settled(() => useListed({ kind: 'trending' }))).result.current)).toEqual([
      'laptop',
      'headphones',
    ]);
    expect(ids((await settled(() => useListed({ kind: 'popular' }))).result.current)).toEqual([
      'headphones',
      'jeans',
    ]);
  });

  it('sorts a listing as asked, and counts the whole of it', async () => {
    const { result } = await settled(() => useDealList({ kind: 'category', slug: 'all' }, 'priceDesc', 1));
    expect(result.current?.total).toBe(3);
    expect(result.current?.from).toBe(0);
    const prices = result.current!.deals.map((deal) => deal.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('reads the home rows in one answer', async () => {
    const { result } = await settled(() => useHomeRows(2, 1));
    expect(ids(result.current!.top)).toHaveLength(2);
    expect(ids(result.current!.today)).toEqual(['laptop']);
    expect(result.current!.categories.find((row) => row.slug === 'electronics')).toMatchObject({ total: 2 });
    expect(result.current!.fromPage).toBeUndefined();
  });

  it('asks storage for the home rows in one transaction, not one per read', async () => {
    // Each transaction is a round trip to storage; the home rows are dozens of reads. The expiry clock,
    // which asks when the next deal ends, reads the deals alone, before or after the rows: not counted.
    // Dexie takes the database's transaction method as it opens it: watched from a fresh opening on.
    const opened = vi.spyOn(Object.getPrototypeOf(db.backendDB()), 'transaction');
    db.close({ disableAutoOpen: false });
    await db.open();
    opened.mockClear();
    // Sizes no other test asks for: Dexie answers a question it has just answered from memory.
    const { result } = await settled(() => useHomeRows(7, 5));
    expect(result.current!.categories.find((row) => row.slug === 'fashion')).toMatchObject({ total: 1 });
    const dealReads = opened.mock.calls.filter(([stores]) => [stores].flat().includes('deals'));
    const clockReads = dealReads.filter(([stores]) => [stores].flat().length === 1);
    expect(dealReads.length - clockReads.length).toBe(1);
    expect(clockReads.length).toBeLessThanOrEqual(1);
    opened.mockRestore();
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

describe('answers that did not change', () => {
  it('keep their objects when a sync stores the same deal again, so nothing is drawn again', async () => {
    const headphones = await settled(() => useDealById('headphones'));
    const laptop = await settled(() => useDealById('laptop'));
    const before = headphones.result.current;
    // One write: the headphones stored again as they were, the laptop with a new title.
    await act(() => replaceAllDeals([DEALS[0]!, { ...DEALS[1]!, title: 'MacBook Air 15' }]));
    await waitFor(() => expect(laptop.result.current?.title).toBe('MacBook Air 15'));
    expect(headphones.result.current).toBe(before);
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

describe('on a page the server drew', () => {
  const pageDeal = makeDeal({ id: 'from-the-page', title: 'Drawn by the server', expiryDate: inHours(3) });

  /** The page was drawn from the answers to these questions, as the server's renderer packs them. */
  const arriveWith = (answers: Record<string, unknown>, arrival: { unreachable?: boolean } = {}) =>
    arriveWithPageAnswers(answers, {
      isDeal: (value: object): value is { id: string } => value === pageDeal,
      ...arrival,
    });

  afterEach(() => endPageAnswers());

  it('answers from the page at once, and from the cache once it has synced', async () => {
    expect(
      await arriveWith({
        'list:category/electronics::1': { deals: [pageDeal], from: 0, total: 1, fromPage: true },
        'deal:no-such-deal': null,
      }),
    ).toBe(true);
    expect(document.getElementById(PAGE_ANSWERS_SCRIPT_ID)).toBeNull();
    const list = renderHook(() => useListed({ kind: 'category', slug: 'electronics' }));
    // The first render already has the page's answer: nothing to wait for, nothing read.
    expect(ids(list.result.current)).toEqual(['from-the-page']);
    expect(renderHook(() => useDealById('no-such-deal')).result.current).toBeNull();
    // A question the page did not answer goes to the cache meanwhile.
    expect(ids((await settled(() => useListed({ kind: 'today' }))).result.current)).toEqual(['laptop']);

    act(() => endPageAnswers());
    // The page's answer stays until the cache's arrives; then the cache answers.
    expect(ids(list.result.current)).toEqual(['from-the-page']);
    await waitFor(() => expect(ids(list.result.current)).toEqual(['headphones', 'laptop']));
  });

  it('asks the cache when the answers the page names cannot be had (the connection dropped since)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await arriveWith({ 'deal:headphones': pageDeal }, { unreachable: true })).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(document.getElementById(PAGE_ANSWERS_SCRIPT_ID)).toBeNull();
    const deal = await settled(() => useDealById('headphones'));
    expect(deal.result.current?.title).toBe('Sony WH-1000XM5 Headphones');
  });

  it('keeps the page’s deal when the cache takes over with the same deal, so the screen is not drawn again', async () => {
    const stored = DEALS[0]!;
    const isDeal = (value: object): value is { id: string } => value === stored;
    await arriveWithPageAnswers({ 'deal:headphones': stored }, { isDeal });
    const deal = renderHook(() => useDealById('headphones'));
    const laptop = renderHook(() => useDealById('laptop'));
    const fromPage = deal.result.current;
    expect(fromPage?.title).toBe(stored.title);

    act(() => endPageAnswers());
    // A change to another deal in the same write shows the cache has answered both questions again.
    await act(() => replaceAllDeals([stored, { ...DEALS[1]!, title: 'MacBook Air 15' }]));
    await waitFor(() => expect(laptop.result.current?.title).toBe('MacBook Air 15'));
    expect(deal.result.current).toBe(fromPage);
  });
});
