import { DealGrid } from '@components/deal-grid';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import {
  HOME_HERO_CTA,
  LOADING_DEALS,
  REMOVE,
  removeFromWishlist,
  savedCount,
  WISHLIST_EMPTY,
  WISHLIST_EMPTY_HINT,
} from '@shared/site/screen-texts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToggleWishlist, useWishlist } from './state';
import './wishlist.css';

/** The deals saved on this device, readable offline, each with a way to remove it. */
export function WishlistScreen() {
  const deals = useWishlist();
  const toggle = useToggleWishlist();
  const [now] = useState(() => new Date());

  return (
    <PageShell
      page={PAGES.wishlist}
      className="wishlist-page"
      lead={deals && deals.length > 0 ? savedCount(deals.length) : undefined}
    >
      {deals === undefined ? (
        <p className="empty-state" role="status">
          {LOADING_DEALS}
        </p>
      ) : deals.length === 0 ? (
        <div className="empty-state wishlist-page__empty">
          <p className="wishlist-page__empty-title">{WISHLIST_EMPTY}</p>
          <p>{WISHLIST_EMPTY_HINT}</p>
          <Link className="btn btn--primary" to={paths.deals}>
            {HOME_HERO_CTA}
          </Link>
        </div>
      ) : (
        <DealGrid
          deals={deals}
          now={now}
          mode="list"
          headingLevel={2}
          label={PAGES.wishlist.title}
          actionsFor={(deal) => (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={removeFromWishlist(deal.title)}
              onClick={() => void toggle(deal)}
            >
              {REMOVE}
            </button>
          )}
        />
      )}
    </PageShell>
  );
}
