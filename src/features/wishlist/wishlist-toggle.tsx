import { HeartIcon } from '@components/icons';
import { UNKNOWN_STATE_ATTRIBUTE } from '@lib/early-interactions';
import type { Deal } from '@shared/deal/deal';
import { SAVE, SAVE_TO_WISHLIST, SAVED } from '@shared/site/screen-texts';
import { useIsSaved, useSaveToWishlist, useToggleWishlist } from './state';

/**
 * Saves the deal on this device, or un-saves it; pressed while saved. Until the wishlist answers (the
 * server's page, the app's first moments) its state is unknown: it claims none (no aria-pressed), and a
 * press saves.
 */
export function WishlistToggle({ deal }: { deal: Deal }) {
  const saved = useIsSaved(deal.id);
  const toggle = useToggleWishlist();
  const save = useSaveToWishlist();
  const unknown = saved === undefined;
  return (
    <button
      type="button"
      className={`btn btn--secondary deal-action wishlist-toggle${saved ? ' wishlist-toggle--saved' : ''}`}
      aria-pressed={unknown ? undefined : saved}
      aria-label={SAVE_TO_WISHLIST}
      {...{ [UNKNOWN_STATE_ATTRIBUTE]: unknown ? '' : undefined }}
      onClick={() => void (unknown ? save(deal) : toggle(deal))}
    >
      <HeartIcon size={18} className={saved ? 'icon--filled' : undefined} />
      <span aria-hidden="true">{saved ? SAVED : SAVE}</span>
    </button>
  );
}
