import type { Deal } from '@shared/deal';

export type ListingStatus = 'loading' | 'empty' | 'ready';

/**
 * undefined deals means the cache has not answered yet. An empty cache while a sync runs is still loading:
 * the shopper should see 'Loading deals...' on a first visit, not 'No deals found'.
 */
export function listingStatus(deals: readonly Deal[] | undefined, syncing: boolean): ListingStatus {
  if (deals === undefined) return 'loading';
  if (deals.length > 0) return 'ready';
  return syncing ? 'loading' : 'empty';
}
