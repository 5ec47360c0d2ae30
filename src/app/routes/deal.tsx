import { DealDetailScreen } from '@features/deal-detail/deal-detail-screen';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSavedDeal } from '@features/wishlist/state';
import { WishlistToggle } from '@features/wishlist/wishlist-toggle';
import { useDealById } from '@lib/db/deal-queries';
import { LOADING_DEALS } from '@shared/screen-texts';
import { useParams } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/** /deal/{id}: the detail screen with the wishlist's save toggle and, for a deal that left the feed, its saved copy. */
export default function DealRoute() {
  const { id = '' } = useParams();
  const saved = useSavedDeal(id);
  const cached = useDealById(id);
  const { syncing } = useSyncStatus();
  // The wishlist is a small table that answers within milliseconds; waiting for it avoids a 'Deal not found'
  // flash for a saved deal that has left the feed.
  if (saved === undefined) return null;
  // A first visit opened on a deal page has an empty cache until the first sync stores the deals: it is
  // loading, not missing. The placeholder fills the screen so the page below does not jump when it lands.
  if (!cached && !saved && (cached === undefined || syncing)) {
    return (
      <p className="page page-loading page-loading--screen" role="status">
        {LOADING_DEALS}
      </p>
    );
  }
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
