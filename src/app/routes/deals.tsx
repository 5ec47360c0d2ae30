import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { DealsScreen } from '@features/listing/deals-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSyncStatus } from '../use-sync-status';

export default function DealsRoute() {
  return (
    <DealsScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      sync={useSyncStatus()}
      notFound={<PageNotFound />}
    />
  );
}
