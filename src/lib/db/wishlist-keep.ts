// Saving a deal without removing it when it is saved already: the notification's Save, from the service
// worker. A module of its own, as the worker has no window: the page's Save also asks the browser to keep
// the site's storage (wishlist-store.ts), which only a page can.
import type { Deal } from '@shared/deal/deal';
import { db } from './database';

/**
 * Saves the deal as the app's Save does, unless it is saved already (an entry the member's account holds
 * stays the account's); resolves to whether it was added now.
 */
export function keepInWishlist(deal: Deal, now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(deal.id)) return false;
    await db.wishlist.put({ dealId: deal.id, addedAt: now, deal });
    return true;
  });
}
