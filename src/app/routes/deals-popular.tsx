import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { CollectionScreen } from '@features/listing/collection-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { PAGES } from '@shared/site/pages';
import { useLocation } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/** /deals/popular and /popular: popular deals in rank order. */
export default function DealsPopularRoute() {
  const { pathname } = useLocation();
  const page = pathname === PAGES.popular.path ? PAGES.popular : PAGES.dealsPopular;
  return (
    <CollectionScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      page={page}
      collection="popular"
      sync={useSyncStatus()}
      notFound={<PageNotFound />}
    />
  );
}
