import { makeDeal, TEST_NOW } from '@tests/factories/deal-factory';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyWishlistSync,
  clearAccountData,
  pendingWishlistChanges,
  readAccountOverview,
  saveAccountOverview,
} from './account-store';
import { db } from './database';
import { toggleWishlist } from './wishlist-store';

const overview = {
  member: {
    id: 'm1',
    name: 'Ana',
    email: 'ana@example.com',
    emailVerified: true,
    role: 'member' as const,
    createdAt: TEST_NOW.toISOString(),
  },
  hasPassword: true,
  sessions: [],
  passkeys: [],
  submissions: [],
};

afterEach(async () => {
  await Promise.all([db.wishlist.clear(), db.wishlistRemovals.clear(), db.account.clear()]);
});

const entry = (deal: ReturnType<typeof makeDeal>) => ({ dealId: deal.id, addedAt: TEST_NOW.getTime(), deal });

describe('the account on this device', () => {
  it('keeps the account as last fetched, and forgets it with the account’s wishlist at sign-out', async () => {
    await saveAccountOverview(overview, 42);
    expect(await readAccountOverview()).toEqual({ overview, fetchedAt: 42 });
    const own = makeDeal({ id: 'own' });
    const accounts = makeDeal({ id: 'accounts' });
    await db.wishlist.bulkPut([{ ...entry(own) }, { ...entry(accounts), memberId: 'm1' }]);
    await clearAccountData();
    expect(await readAccountOverview()).toBeNull();
    expect((await db.wishlist.toArray()).map((row) => row.dealId)).toEqual(['own']);
  });

  it('sends what the account lacks, then holds exactly the account’s list', async () => {
    const x = makeDeal({ id: 'x' });
    const y = makeDeal({ id: 'y' });
    const z = makeDeal({ id: 'z' });
    await toggleWishlist(x);
    await toggleWishlist(y);
    const sent = await pendingWishlistChanges('m1');
    expect(sent.added.map((item) => item.dealId).sort()).toEqual(['x', 'y']);
    // Saved while the sync was under way: kept for the next one.
    const late = makeDeal({ id: 'late' });
    await toggleWishlist(late);
    await applyWishlistSync('m1', sent, [entry(x), entry(y), entry(z)]);
    const rows = await db.wishlist.toArray();
    expect(rows.map((row) => [row.dealId, row.memberId ?? null]).sort()).toEqual([
      ['late', null],
      ['x', 'm1'],
      ['y', 'm1'],
      ['z', 'm1'],
    ]);
    expect((await pendingWishlistChanges('m1')).added.map((item) => item.dealId)).toEqual(['late']);
  });

  it('notes removals of the account’s entries and drops entries removed on another device', async () => {
    const x = makeDeal({ id: 'x' });
    const y = makeDeal({ id: 'y' });
    await applyWishlistSync('m1', { added: [], removed: [] }, [entry(x), entry(y)]);
    expect(await toggleWishlist(x)).toBe(false);
    const sent = await pendingWishlistChanges('m1');
    expect(sent).toEqual({ added: [], removed: ['x'] });
    // The account answers without x (removed here) and without y (removed elsewhere).
    await applyWishlistSync('m1', sent, []);
    expect(await db.wishlist.count()).toBe(0);
    expect(await db.wishlistRemovals.count()).toBe(0);
  });
});
