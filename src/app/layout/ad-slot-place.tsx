import { AdSlot } from '@features/ads/ad-slot';
import { AD_PLACE_LABELS } from '@shared/site/layout-texts';
import { useLocation } from 'react-router-dom';

interface AdSlotPlaceProps {
  /**
   * `top` above the page, `bottom` after it. `listing` is the first place again, drawn after the first row
   * of a listing's deals: on phones it is shown there instead of at the top (layout.css), so the first
   * deal card is whole on the first screen; wider screens show the top one.
   */
  placement: 'top' | 'listing' | 'bottom';
  /**
   * The top place, on a page that draws the listing place: hidden on phones (layout.css). Known from the
   * route before the page arrives, so the top place never shows for a moment and then gives way.
   */
  listingPlaceOnPhones?: boolean;
}

const SLOT_IDS = {
  top: 'site-top-leaderboard',
  listing: 'site-top-leaderboard',
  bottom: 'site-bottom-banner',
} as const;

/**
 * A reserved box for one ad place, a landmark of its own. Its min-height is fixed in CSS so nothing below
 * moves while the ad loads or fails. The slot is keyed by the path so every route asks for a fresh ad.
 * Of a place drawn twice only the one shown asks for an ad (AdSlot).
 */
export function AdSlotPlace({ placement, listingPlaceOnPhones = false }: AdSlotPlaceProps) {
  const { pathname } = useLocation();
  const slot = <AdSlot key={pathname} slot={SLOT_IDS[placement]} format="horizontal" />;
  const className = `ad-place ad-place--${placement}${listingPlaceOnPhones ? ' ad-place--not-on-phones' : ''}`;
  return (
    <aside className={className} aria-label={AD_PLACE_LABELS[placement]}>
      {/* In a listing the place sits inside the page's container already. */}
      {placement === 'listing' ? slot : <div className="container">{slot}</div>}
    </aside>
  );
}
