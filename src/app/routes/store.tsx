import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { FollowStoreButton } from '@features/alerts/follow-store-button';
import { StoreScreen } from '@features/listing/store-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { StoreCodes } from '@features/store-codes/store-codes';
import { useParams } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/** /store/{slug}: one store's codes and live deals. */
export default function StoreRoute() {
  const { slug = '' } = useParams();
  const sync = useSyncStatus();
  return (
    <StoreScreen
      key={slug}
      slug={slug}
      sync={sync}
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      notFound={<PageNotFound />}
      codes={(store, coupons) => <StoreCodes store={store} coupons={coupons} />}
      follow={(store) => <FollowStoreButton store={store} />}
    />
  );
}
