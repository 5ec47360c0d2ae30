import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { SearchScreen } from '@features/search/search-screen';
import { useLastSync } from '@lib/db/deal-queries';
import { useSyncStatus } from '../use-sync-status';

export default function SearchRoute() {
  const { syncing } = useSyncStatus();
  // A finished sync changes the cache: the search runs again so the results follow it.
  const lastSync = useLastSync();
  // undefined while the time is still being read, so that first answer is not taken for a sync.
  const cacheVersion = lastSync === undefined ? undefined : (lastSync?.getTime() ?? null);
  return (
    <SearchScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      syncing={syncing}
      cacheVersion={cacheVersion}
      notFound={<PageNotFound />}
    />
  );
}
