import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { CollectionScreen } from '@features/listing/collection-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { PAGES } from '@shared/site/pages';
import { useLocation } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/** /deals/today and /daily-deals: deals that run today only. */
export default function DealsTodayRoute() {
  const { pathname } = useLocation();
  const page = pathname === PAGES.dailyDeals.path ? PAGES.dailyDeals : PAGES.dealsToday;
  return (
    <CollectionScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      page={page}
      collection="today"
      sync={useSyncStatus()}
      notFound={<PageNotFound />}
    />
  );
}
