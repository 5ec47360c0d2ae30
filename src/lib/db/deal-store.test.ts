import { STORAGE_FULL_MESSAGE } from '@shared/worker-protocol/sync-texts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory';
import { db } from './database';
import { searchDeals } from './deal-queries';
import {
  applyDealDelta,
  applyDeltaToList,
  getMeta,
  readAllDeals,
  replaceAllDeals,
  setMeta,
} from './deal-store';
import { clearMemoryDeals, getMemoryDeals } from './memory-fallback';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('@lib/toast', () => ({ showToast }));
// On the page, storage failures are told with a toast (the sync's worker passes its own on to the page).
await import('@lib/db/storage-failure-notice');

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearMemoryDeals();
  showToast.mockClear();
  vi.restoreAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const ids = async () => (await db.deals.toCollection().primaryKeys()).sort();

describe('replaceAllDeals', () => {
  it('stores the deals with their search words and records the meta in the same write', async () => {
    const result = await replaceAllDeals(
      [makeDeal({ id: 'a', title: 'Wireless Headphones', todayOnly: true })],
      {
        etag: '"v1"',
        lastSyncAt: '2025-06-01T12:00:00.000Z',
      },
    );
    expect(result).toEqual({ persisted: true, stored: 1, removed: 0 });
    const row = await db.deals.get('a');
    expect((await db.searchIndex.get('wi'))?.words).toEqual([['wireless', ['a']]]);
    expect((await db.searchIndex.get('st'))?.words).toEqual([['store', ['a']]]);
    expect(row?.todayOnly).toBe(1);
    expect(await getMeta('etag')).toBe('"v1"');
  });

  it('deletes the deals the new list no longer has', async () => {
    await replaceAllDeals([makeDeal({ id: 'a' }), makeDeal({ id: 'b' }), makeDeal({ id: 'c' })]);
    const result = await replaceAllDeals([makeDeal({ id: 'b' }), makeDeal({ id: 'd' })]);
    expect(result.removed).toBe(2);
    expect(await ids()).toEqual(['b', 'd']);
  });

  it('refreshes the snapshot of saved deals that are still in the feed and keeps the others', async () => {
    await db.wishlist.bulkPut([
      { dealId: 'a', addedAt: 1, deal: makeDeal({ id: 'a', currentPrice: 80 }) },
      { dealId: 'gone', addedAt: 2, deal: makeDeal({ id: 'gone', title: 'Left the feed' }) },
    ]);
    await replaceAllDeals([makeDeal({ id: 'a', currentPrice: 60 })]);
    expect((await db.wishlist.get('a'))?.deal.currentPrice).toBe(60);
    expect((await db.wishlist.get('gone'))?.deal.title).toBe('Left the feed');
  });
});

describe('applyDealDelta', () => {
  it('upserts and removes own deals and replaces the affiliate deals as a whole', async () => {
    await replaceAllDeals([
      makeDeal({ id: 'own-1', title: 'old title' }),
      makeDeal({ id: 'own-2' }),
      makeDeal({ id: 'aff-1', source: 'affiliate' }),
      makeDeal({ id: 'aff-2', source: 'affiliate' }),
    ]);
    await applyDealDelta({
      upserts: [makeDeal({ id: 'own-1', title: 'new title' }), makeDeal({ id: 'own-3' })],
      removed: ['own-2'],
      affiliate: [
        makeDeal({ id: 'aff-2', source: 'affiliate' }),
        makeDeal({ id: 'aff-3', source: 'affiliate' }),
      ],
    });
    expect(await ids()).toEqual(['aff-2', 'aff-3', 'own-1', 'own-3']);
    expect((await db.deals.get('own-1'))?.title).toBe('new title');
  });

  it('keeps the own deal when an affiliate deal has the same id', async () => {
    await replaceAllDeals([makeDeal({ id: 'shared', title: 'own version' })]);
    await applyDealDelta({
      upserts: [],
      removed: [],
      affiliate: [makeDeal({ id: 'shared', title: 'affiliate version', source: 'affiliate' })],
    });
    expect((await db.deals.get('shared'))?.title).toBe('own version');
  });

  it('leaves affiliate deals alone when no affiliate list is given', async () => {
    await replaceAllDeals([makeDeal({ id: 'aff', source: 'affiliate' })]);
    await applyDealDelta({ upserts: [makeDeal({ id: 'own' })], removed: [] });
    expect(await ids()).toEqual(['aff', 'own']);
  });

  it('does the same on a plain list', () => {
    const base = [
      makeDeal({ id: 'own-1' }),
      makeDeal({ id: 'own-2' }),
      makeDeal({ id: 'aff-1', source: 'affiliate' }),
    ];
    const next = applyDeltaToList(base, {
      upserts: [makeDeal({ id: 'own-3' })],
      removed: ['own-1'],
      affiliate: [
        makeDeal({ id: 'own-2', source: 'affiliate' }),
        makeDeal({ id: 'aff-2', source: 'affiliate' }),
      ],
    });
    expect(next.map((deal) => `${deal.id}:${deal.source}`)).toEqual([
      'own-2:own',
      'own-3:own',
      'aff-2:affiliate',
    ]);
  });
});

describe('meta', () => {
  it('reads back what was set', async () => {
    await setMeta({ syncToken: 'token-1', source: 'api' });
    expect(await getMeta('syncToken')).toBe('token-1');
    expect(await getMeta('source')).toBe('api');
    expect(await getMeta('etag')).toBeUndefined();
  });
});

describe('when storage is full', () => {
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('keeps the deals in memory, answers queries from there and tells the shopper once', async () => {
    await replaceAllDeals([makeDeal({ id: 'old', title: 'Old cached lamp' })]);
    vi.spyOn(db.deals, 'bulkPut').mockRejectedValue(quotaError());

    const first = await replaceAllDeals([makeDeal({ id: 'new', title: 'Fresh headphones' })], {
      lastSyncAt: '2025-06-01T12:00:00.000Z',
    });
    expect(first.persisted).toBe(false);
    expect(getMemoryDeals()?.deals.map((deal) => deal.id)).toEqual(['new']);
    expect((await searchDeals('headphones')).map((deal) => deal.id)).toEqual(['new']);
    expect(await readAllDeals()).toHaveLength(1);

    await replaceAllDeals([makeDeal({ id: 'newer' })]);
    await applyDealDelta({ upserts: [makeDeal({ id: 'newest' })], removed: [] });
    expect(getMemoryDeals()?.deals.map((deal) => deal.id)).toEqual(['newer', 'newest']);

    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('warning', STORAGE_FULL_MESSAGE, expect.anything());
    // The failed writes changed nothing on disk.
    expect(await ids()).toEqual(['old']);
  });

  it('goes back to the database once it accepts writes again', async () => {
    const spy = vi.spyOn(db.deals, 'bulkPut').mockRejectedValueOnce(quotaError());
    await replaceAllDeals([makeDeal({ id: 'a' })]);
    expect(getMemoryDeals()).not.toBeNull();
    spy.mockRestore();
    await replaceAllDeals([makeDeal({ id: 'b' })]);
    expect(getMemoryDeals()).toBeNull();
    expect(await ids()).toEqual(['b']);
  });

  it('does not swallow other errors', async () => {
    vi.spyOn(db.deals, 'bulkPut').mockRejectedValue(new TypeError('bug'));
    await expect(replaceAllDeals([makeDeal({ id: 'a' })])).rejects.toThrow('bug');
    expect(getMemoryDeals()).toBeNull();
  });
});
