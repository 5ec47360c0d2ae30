import { dealsStatusAtom } from '@features/deal-sync/state';
import type { SyncStatus } from '@features/listing/sync-status';
import { useLastSync } from '@lib/db/deal-queries';
import { useAtomValue } from 'jotai';

/**
 * The deal sync as the listing screens see it. Until the first sync has finished or failed, an empty cache
 * means "still loading", so a first visit shows 'Loading deals...' rather than 'No deals found'.
 */
export function useSyncStatus(): SyncStatus {
  const { loading, error } = useAtomValue(dealsStatusAtom);
  const lastSync = useLastSync();
  const firstSyncPending = lastSync === undefined || (lastSync === null && error === null);
  return { syncing: loading || firstSyncPending, error };
}
