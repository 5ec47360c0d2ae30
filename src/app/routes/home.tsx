import { HomeScreen } from '@features/listing/home-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSyncStatus } from '../use-sync-status';

export default function HomeRoute() {
  return <HomeScreen pricesNote={<PricesAsOf />} sync={useSyncStatus()} />;
}
