import type { DealList } from '@shared/deal/deal-list';

export type ListingStatus = 'loading' | 'empty' | 'ready';

/**
 * undefined means the cache has not answered yet. An empty cache while a sync runs is still loading: the
 * shopper should see 'Loading deals...' on a first visit, not 'No deals found'. A list the server drew is
 * final, empty or not.
 */
export function listingStatus(
  list: Pick<DealList, 'total' | 'fromPage'> | undefined,
  syncing: boolean,
): ListingStatus {
  if (list === undefined) return 'loading';
  if (list.total > 0) return 'ready';
  return syncing && !list.fromPage ? 'loading' : 'empty';
}
