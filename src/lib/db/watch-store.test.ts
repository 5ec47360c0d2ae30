import type { WatchView } from '@shared/watch/watch';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAccountData } from './account-store';
import { db } from './database';
import { applyWatchAnswer, readWatches, saveWatches } from './watch-store';

const makeWatch = (id: string, overrides: Partial<WatchView> = {}): WatchView => ({
  id,
  anyDrop: true,
  targetPrice: null,
  minDropPercent: null,
  backInStock: true,
  lowest90: false,
  paused: false,
  basePrice: 24.99,
  createdAt: '2026-01-01T00:00:00.000Z',
  product: {
    id: `product-${id}`,
    url: `https://shop.example/${id}`,
    host: 'shop.example',
    name: `Product ${id}`,
    image: null,
    price: 24.99,
    currency: 'USD',
    availability: 'in_stock',
    status: 'ok',
    lastError: null,
    checkedAt: null,
    lowest90: null,
    history: [],
    shopLink: `https://shop.example/${id}`,
    storeName: null,
  },
  ...overrides,
});

afterEach(async () => {
  await Promise.all([db.watches.clear(), db.settings.clear()]);
});

describe('the watches kept on this device', () => {
  it('keeps the server’s list for its member, in its order, with when it came', async () => {
    expect(await readWatches('m1')).toEqual({ watches: [], fetchedAt: null });
    await saveWatches('m1', [makeWatch('b'), makeWatch('a')], 1_000);
    const kept = await readWatches('m1');
    expect(kept.watches.map((watch) => watch.id)).toEqual(['b', 'a']);
    expect(kept.fetchedAt).toBe(1_000);
    // Another member on this device sees none of them.
    expect(await readWatches('m2')).toEqual({ watches: [], fetchedAt: null });
  });

  it('replaces the whole list with the next one', async () => {
    await saveWatches('m1', [makeWatch('a'), makeWatch('b')]);
    await saveWatches('m1', [makeWatch('c')]);
    expect((await readWatches('m1')).watches.map((watch) => watch.id)).toEqual(['c']);
  });

  it('takes in a write’s answer: a new watch first, a changed one in place, a removed one gone', async () => {
    await saveWatches('m1', [makeWatch('a'), makeWatch('b')]);
    await applyWatchAnswer('m1', { watch: makeWatch('new') });
    await applyWatchAnswer('m1', { watch: makeWatch('b', { paused: true }) });
    await applyWatchAnswer('m1', { removedId: 'a' });
    const { watches } = await readWatches('m1');
    expect(watches.map((watch) => [watch.id, watch.paused])).toEqual([
      ['new', false],
      ['b', true],
    ]);
  });

  it('is forgotten with the account (signing out)', async () => {
    await saveWatches('m1', [makeWatch('a')]);
    await clearAccountData();
    expect(await db.watches.count()).toBe(0);
    expect(await readWatches('m1')).toEqual({ watches: [], fetchedAt: null });
  });
});
