import { NotFoundScreen } from '@features/content/not-found-screen';
import { DealsScreen } from '@features/listing/deals-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSyncStatus } from '../use-sync-status';

export default function DealsRoute() {
  return <DealsScreen pricesNote={<PricesAsOf />} sync={useSyncStatus()} notFound={<NotFoundScreen />} />;
}
