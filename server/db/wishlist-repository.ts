// A member's wishlist kept with their account (table wishlist_items): each entry is the deal as the device
// saved it, so an ended or affiliate deal stays readable. A sync removes and adds entries in one
// transaction (adding one twice changes nothing) and reads the whole list back.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { wishlistItems } from './schema.ts';

export type WishlistEntry = typeof wishlistItems.$inferInsert;

/** Removes the entries of `removed` (deal ids) and adds `added`, in one transaction. */
export async function changeWishlist(
  db: Database,
  userId: string,
  changes: { removed: string[]; added: WishlistEntry[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.removed.length > 0) {
      await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.dealId, changes.removed)));
    }
    if (changes.added.length > 0) await tx.insert(wishlistItems).values(changes.added).onConflictDoNothing();
  });
}

/** The member's whole wishlist. */
export const listWishlist = (db: Database, userId: string) =>
  db
    .select({ dealId: wishlistItems.dealId, addedAt: wishlistItems.addedAt, deal: wishlistItems.deal })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
