// The wishlist: deals the shopper saved on this device. Each row keeps a snapshot of the deal, so a saved
// deal still shows after it leaves the feed, offline, and across app updates.

import { requestPersistentStorageOnce } from '@lib/pwa/persistent-storage';
import type { Deal } from '@shared/deal/deal';
import { db, type WishlistRow } from './database';

export const removeFromWishlist = (dealId: string): Promise<void> => db.wishlist.delete(dealId);

export const isInWishlist = async (dealId: string): Promise<boolean> =>
  (await db.wishlist.get(dealId)) !== undefined;

/**
 * Saves the deal, or removes it when already saved; resolves to whether it is saved afterwards. Removing
 * an entry the member's account holds notes the removal, for the account's next sync.
 */
export async function toggleWishlist(deal: Deal, now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.wishlist, db.wishlistRemovals, async () => {
    const saved = await db.wishlist.get(deal.id);
    if (saved) {
      await removeFromWishlist(deal.id);
      if (saved.memberId) await db.wishlistRemovals.put({ dealId: deal.id, memberId: saved.memberId });
      return false;
    }
    await db.wishlist.put({ dealId: deal.id, addedAt: now, deal });
    // The first saved deal is the moment the shopper has something to lose: ask the browser to keep it.
    void requestPersistentStorageOnce();
    return true;
  });
}

/** Saved entries, most recently saved first. */
export const listWishlist = async (): Promise<WishlistRow[]> =>
  db.wishlist.orderBy('addedAt').reverse().toArray();
