import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { ForYouSection } from '@features/for-you/for-you-section';
import { HomeScreen } from '@features/listing/home-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSyncStatus } from '../use-sync-status';

export default function HomeRoute() {
  return (
    <HomeScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      forYou={<ForYouSection />}
      sync={useSyncStatus()}
    />
  );
}
