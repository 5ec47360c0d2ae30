import { db, openDatabase } from '@lib/db/database';
import { replaceAllDeals } from '@lib/db/deal-store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleWishlistAtom, useIsSaved, useWishlist } from './state';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('wishlist state', () => {
  it('toggles a deal on and off', async () => {
    const store = createStore();
    const deal = makeDeal({ id: 'lamp', title: 'Desk lamp' });
    expect(await store.set(toggleWishlistAtom, deal)).toBe(true);
    expect(await db.wishlist.get('lamp')).toMatchObject({ dealId: 'lamp', deal: { title: 'Desk lamp' } });
    expect(await store.set(toggleWishlistAtom, deal)).toBe(false);
    expect(await db.wishlist.count()).toBe(0);
  });

  it('useIsSaved and useWishlist follow the toggles, newest saved first', async () => {
    const store = createStore();
    const saved = renderHook(() => useIsSaved('b'));
    const list = renderHook(() => useWishlist());
    await waitFor(() => expect(saved.result.current).toBe(false));

    const clock = vi.spyOn(Date, 'now');
    await act(async () => {
      clock.mockReturnValue(1_000);
      await store.set(toggleWishlistAtom, makeDeal({ id: 'a' }));
      clock.mockReturnValue(2_000);
      await store.set(toggleWishlistAtom, makeDeal({ id: 'b' }));
    });
    clock.mockRestore();
    await waitFor(() => expect(saved.result.current).toBe(true));
    await waitFor(() => expect(list.result.current?.map((deal) => deal.id)).toEqual(['b', 'a']));
  });

  it('keeps a saved deal after it leaves the feed', async () => {
    const store = createStore();
    await store.set(toggleWishlistAtom, makeDeal({ id: 'gone', title: 'Discontinued kettle' }));
    await replaceAllDeals([makeDeal({ id: 'other' })]);
    const list = renderHook(() => useWishlist());
    await waitFor(() =>
      expect(list.result.current?.map((deal) => deal.title)).toEqual(['Discontinued kettle']),
    );
  });

  it('is kept on the device across a reload', async () => {
    const store = createStore();
    await store.set(toggleWishlistAtom, makeDeal({ id: 'kept' }));
    // A new connection to the same database, as after a page reload.
    const reopened = openDatabase();
    expect(await reopened.wishlist.get('kept')).toBeDefined();
    reopened.close();
  });
});
