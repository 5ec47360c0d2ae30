// The wishlist, backed by the IndexedDB wishlist table: saved deals survive reloads, app updates and
// offline use. Saving is local to this device (spec: the wishlist flag toggles locally); a signed-in
// member's wishlist also follows them to their other devices (sync-wishlist.ts).

import type { WishlistRow } from '@lib/db/database';
import { loadCache } from '@lib/db/load-cache';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { importWithRetry } from '@lib/retry-import';
import type { Deal } from '@shared/deal/deal';
import { atom, useSetAtom } from 'jotai';

/** Saves or un-saves a deal; resolves to whether it is saved afterwards. */
export const toggleWishlistAtom = atom(null, async (_get, _set, deal: Deal) => {
  const saved = await (await loadCache()).toggleWishlist(deal);
  // Signed out or offline this does nothing; the change then goes with a later sync.
  importWithRetry(() => import('./sync-wishlist'), 'The wishlist sync')
    .then(({ syncWishlist }) => syncWishlist())
    .catch((error: unknown) => console.warn('The wishlist could not be synced yet:', error));
  return saved;
});

/**
 * Saves a deal unless it is saved already: a press on the heart before its state was known (a page the
 * server drew, before the app read this device's wishlist) means "save it", never "un-save it".
 */
export const saveToWishlistAtom = atom(null, async (_get, set, deal: Deal) => {
  if (await (await loadCache()).isInWishlist(deal.id)) return true;
  return set(toggleWishlistAtom, deal);
});

export const useSaveToWishlist = () => useSetAtom(saveToWishlistAtom);

/** The toggle as a callback for buttons. */
export const useToggleWishlist = () => useSetAtom(toggleWishlistAtom);

/** Whether the deal is saved; undefined while loading. */
export const useIsSaved = (dealId: string): boolean | undefined =>
  useCacheQuery((cache) => cache.isInWishlist(dealId), [dealId]);

/** Saved entries, most recently saved first; undefined while loading. */
const useWishlistEntries = (): WishlistRow[] | undefined =>
  useCacheQuery((cache) => cache.listWishlist(), []);

/** Saved deals, most recently saved first, as last seen (kept after they leave the feed); undefined while loading. */
export function useWishlist(): Deal[] | undefined {
  return useWishlistEntries()?.map((entry) => entry.deal);
}

/** The saved copy of one deal: undefined while loading, null when it is not saved. */
export function useSavedDeal(dealId: string): Deal | null | undefined {
  const entries = useWishlistEntries();
  return entries && (entries.find((entry) => entry.dealId === dealId)?.deal ?? null);
}
