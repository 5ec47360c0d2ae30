import { DealDetailScreen } from '@features/deal-detail/deal-detail-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { WishlistToggle } from '@features/wishlist/wishlist-toggle';
import { useParams } from 'react-router-dom';

/** /deal/{id}: the detail screen with the wishlist's save toggle. */
export default function DealRoute() {
  const { id = '' } = useParams();
  // Keyed by id: a similar deal opened from this page starts on its first image and the Overview tab.
  return (
    <DealDetailScreen
      pricesNote={<PricesAsOf />}
      key={id}
      id={id}
      saveControl={(deal) => <WishlistToggle deal={deal} />}
    />
  );
}
