import { linkedDeal } from '@components/deal-card';
import { CommentsSection } from '@features/community/comments-section';
import { useCommunityReviews } from '@features/community/member-reviews';
import { ReportControl } from '@features/community/report-control';
import { VoteControl } from '@features/community/vote-control';
import { DealDetailScreen } from '@features/deal-detail/deal-detail-screen';
import { DealNotFound } from '@features/deal-detail/deal-not-found';
import { refreshPriceHistory } from '@features/deal-detail/sync-price-history';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useSavedDeal } from '@features/wishlist/state';
import { WishlistToggle } from '@features/wishlist/wishlist-toggle';
import { useDiscussion } from '@lib/db/community-store';
import { useDealLookup } from '@lib/db/deal-queries';
import type { Deal } from '@shared/deal/deal';
import { LOADING_DEALS } from '@shared/site/screen-texts';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { keepDiscussionOf } from '../deal-page-start';
import { useSyncStatus } from '../use-sync-status';

// The parts the app supplies to the detail screen, made once: the screen is drawn again only when what it
// shows changes, not each time this route redraws (for the sync's status, say).
const PRICES_NOTE = <PricesAsOf />;
const saveControl = (deal: Deal) => <WishlistToggle deal={deal} />;
const communityControls = (deal: Deal) => (
  <>
    <VoteControl deal={deal} />
    <ReportControl deal={deal} />
  </>
);
const discussion = (deal: Deal) => <CommentsSection deal={deal} />;

/** /deal/{id}: the detail screen with the wishlist's save toggle and, for a deal that left the feed, its saved copy. */
export default function DealRoute() {
  const { id = '' } = useParams();
  const saved = useSavedDeal(id);
  const { deal: cached, fromPage } = useDealLookup(id);
  const { syncing } = useSyncStatus();
  // A clicked card passes the deal along, and a page the server drew came with it: it shows at once.
  const passedAlong = linkedDeal(useLocation().state, id);
  // A deal members' reports ended has left the feed; its page shows it, marked Expired (the server drew it so).
  const ended = useDiscussion(id)?.endedDeal;
  // A page the server drew without a deal says so at once, as the server did, and goes on saying so while
  // the cache takes over (a copy saved on this device shows once the wishlist has answered).
  const pageFoundNone = useRef<string | null>(null);
  // The deal's price history and link check, and its discussion (through the sync's worker), come into the
  // device's database as the page opens (they read offline after).
  useEffect(() => {
    void refreshPriceHistory(id);
    keepDiscussionOf(id);
  }, [id]);
  if (fromPage && cached === null) pageFoundNone.current = id;
  if (pageFoundNone.current === id && cached === null && !saved && !ended) return <DealNotFound id={id} />;
  // Otherwise loading while the wishlist answers (it is small and quick; waiting avoids a 'Deal not found'
  // flash for a saved deal that has left the feed), and on a first visit until the first sync has stored
  // the deals. The placeholder fills the screen so the page below does not jump when the deal lands.
  const loading = !cached && (saved === undefined || (!saved && (cached === undefined || syncing)));
  if (loading && !passedAlong && !ended) {
    return (
      <p className="page page-loading page-loading--screen" role="status">
        {LOADING_DEALS}
      </p>
    );
  }
  // Keyed by id: a similar deal opened from this page starts on its first image and the Overview tab.
  return (
    <DealDetailScreen
      pricesNote={PRICES_NOTE}
      key={id}
      id={id}
      savedCopy={saved ?? undefined}
      endedCopy={ended}
      saveControl={saveControl}
      communityControls={communityControls}
      discussion={discussion}
      useMemberReviews={useCommunityReviews}
    />
  );
}
