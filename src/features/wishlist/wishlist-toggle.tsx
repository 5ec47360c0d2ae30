import { HeartIcon } from '@components/icons';
import type { Deal } from '@shared/deal/deal';
import { SAVE, SAVE_TO_WISHLIST, SAVED } from '@shared/site/screen-texts';
import { useIsSaved, useToggleWishlist } from './state';

/** Saves the deal on this device, or un-saves it; pressed while saved. */
export function WishlistToggle({ deal }: { deal: Deal }) {
  const saved = useIsSaved(deal.id);
  const toggle = useToggleWishlist();
  return (
    <button
      type="button"
      className={`btn btn--secondary deal-action wishlist-toggle${saved ? ' wishlist-toggle--saved' : ''}`}
      aria-pressed={saved === true}
      aria-label={SAVE_TO_WISHLIST}
      // Until the wishlist answers, a click could invert the wrong state.
      disabled={saved === undefined}
      onClick={() => void toggle(deal)}
    >
      <HeartIcon size={18} fill={saved ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{saved ? SAVED : SAVE}</span>
    </button>
  );
}
