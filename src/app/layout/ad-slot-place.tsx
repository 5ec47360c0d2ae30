import { AdSlot } from '@features/ads/ad-slot';
import { useLocation } from 'react-router-dom';

interface AdSlotPlaceProps {
  placement: 'top' | 'bottom';
}

const SLOT_IDS = { top: 'site-top-leaderboard', bottom: 'site-bottom-banner' } as const;

/**
 * A reserved box for one ad place. Its min-height is fixed in CSS so nothing below moves while the ad
 * loads or fails. The slot is keyed by the path so every route asks for a fresh ad.
 */
export function AdSlotPlace({ placement }: AdSlotPlaceProps) {
  const { pathname } = useLocation();
  return (
    <div className={`ad-place ad-place--${placement}`}>
      <div className="container">
        <AdSlot key={pathname} slot={SLOT_IDS[placement]} format="horizontal" />
      </div>
    </div>
  );
}
