// The signed-in member's data on this device: the account as last fetched (for the account page, offline
// too) and the wishlist's part in the account sync. Signing out removes what belongs to the account.
import type { AccountOverview } from '@shared/account/account-api';
import type { Deal } from '@shared/deal/deal';
import { clearAlertRules } from './alert-store';
import { db, type WishlistRow } from './database';
import { clearWatches } from './watch-store';

export async function saveAccountOverview(
  overview: AccountOverview,
  now: number = Date.now(),
): Promise<void> {
  await db.account.put({ key: 'current', overview, fetchedAt: now });
}

export async function readAccountOverview(): Promise<{
  overview: AccountOverview;
  fetchedAt: number;
} | null> {
  const row = await db.account.get('current');
  return row ? { overview: row.overview, fetchedAt: row.fetchedAt } : null;
}

/**
 * Forgets the account on this device (sign-out, a deleted account, a session that ended): the account
 * row, its alert rules, its watched products, the wishlist entries the account holds, and removals not yet
 * sent. Entries saved on this device and never merged stay: they were never the account's.
 */
export async function clearAccountData(): Promise<void> {
  const tables = [db.account, db.wishlist, db.wishlistRemovals, db.settings, db.watches];
  await db.transaction('rw', tables, async () => {
    await db.account.clear();
    await clearAlertRules();
    await clearWatches();
    await db.wishlist.filter((row) => row.memberId !== undefined).delete();
    await db.wishlistRemovals.clear();
  });
}

export interface WishlistChanges {
  added: { dealId: string; addedAt: number; deal: Deal }[];
  removed: string[];
}

/** What this device has to tell the member's account: entries it does not hold yet, and removals. */
export async function pendingWishlistChanges(memberId: string): Promise<WishlistChanges> {
  const [rows, removals] = await Promise.all([db.wishlist.toArray(), db.wishlistRemovals.toArray()]);
  return {
    added: rows
      .filter((row) => row.memberId !== memberId)
      .map(({ dealId, addedAt, deal }) => ({ dealId, addedAt, deal })),
    removed: removals.filter((row) => row.memberId === memberId).map((row) => row.dealId),
  };
}

/**
 * Makes the device's wishlist the account's, as the server answered a sync: every entry the account holds
 * (marked as the account's), minus entries the account no longer holds; removals that were sent are done.
 * Entries saved while the sync was under way (not sent) stay, to go with the next sync.
 */
export async function applyWishlistSync(
  memberId: string,
  sent: WishlistChanges,
  accountItems: { dealId: string; addedAt: number; deal: Deal }[],
): Promise<void> {
  const sentIds = new Set(sent.added.map((entry) => entry.dealId));
  const held = new Set(accountItems.map((item) => item.dealId));
  await db.transaction('rw', db.wishlist, db.wishlistRemovals, async () => {
    const local = await db.wishlist.toArray();
    const gone = local.filter(
      (row) => !held.has(row.dealId) && (row.memberId !== undefined || sentIds.has(row.dealId)),
    );
    await db.wishlist.bulkDelete(gone.map((row) => row.dealId));
    const pendingRemovals = new Set((await db.wishlistRemovals.toArray()).map((row) => row.dealId));
    const rows: WishlistRow[] = accountItems
      .filter((item) => !pendingRemovals.has(item.dealId) || sent.removed.includes(item.dealId))
      .map((item) => ({ ...item, memberId }));
    await db.wishlist.bulkPut(rows);
    await db.wishlistRemovals.bulkDelete(sent.removed);
  });
}
