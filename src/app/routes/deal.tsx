import { DealDetailScreen } from '@features/deal-detail/deal-detail-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSavedDeal } from '@features/wishlist/state';
import { WishlistToggle } from '@features/wishlist/wishlist-toggle';
import { useParams } from 'react-router-dom';

/** /deal/{id}: the detail screen with the wishlist's save toggle and, for a deal that left the feed, its saved copy. */
export default function DealRoute() {
  const { id = '' } = useParams();
  const saved = useSavedDeal(id);
  // The wishlist is a small table that answers within milliseconds; waiting for it avoids a 'Deal not found'
  // flash for a saved deal that has left the feed.
  if (saved === undefined) return null;
  // Keyed by id: a similar deal opened from this page starts on its first image and the Overview tab.
  return (
    <DealDetailScreen
      pricesNote={<PricesAsOf />}
      key={id}
      id={id}
      savedCopy={saved ?? undefined}
      saveControl={(deal) => <WishlistToggle deal={deal} />}
    />
  );
}
