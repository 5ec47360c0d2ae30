import { AdSlot } from '@features/ads/ad-slot';
import { AD_PLACE_LABELS } from '@shared/site/layout-texts';
import { useLocation } from 'react-router-dom';

interface AdSlotPlaceProps {
  placement: 'top' | 'bottom';
}

const SLOT_IDS = { top: 'site-top-leaderboard', bottom: 'site-bottom-banner' } as const;

/**
 * A reserved box for one ad place, a landmark of its own. Its min-height is fixed in CSS so nothing below
 * moves while the ad loads or fails. The slot is keyed by the path so every route asks for a fresh ad.
 */
export function AdSlotPlace({ placement }: AdSlotPlaceProps) {
  const { pathname } = useLocation();
  return (
    <aside className={`ad-place ad-place--${placement}`} aria-label={AD_PLACE_LABELS[placement]}>
      <div className="container">
        <AdSlot key={pathname} slot={SLOT_IDS[placement]} format="horizontal" />
      </div>
    </aside>
  );
}
