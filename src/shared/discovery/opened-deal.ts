// A deal opened on this device, as it remembers it for "For you" (src/lib/device-activity.ts): what "For you"
// needs to tell its store and category. A deal page the server drew names its deal so (script#opened-deal),
// so the entry remembers the open without the app (docs/decisions/0047). Only the deal's own facts, nothing
// of the visitor's. Read by the entry, so checked by hand: a schema library here would load with every page.
import type { Deal } from '../deal/deal';

export const OPENED_DEAL_SCRIPT_ID = 'opened-deal';

export type OpenedDeal = Pick<Deal, 'id' | 'store' | 'affiliateUrl' | 'category'>;

/** The facts of `deal` that are remembered of its open, and only those. */
export const openedDealOf = ({ id, store, affiliateUrl, category }: OpenedDeal): OpenedDeal => ({
  id,
  store,
  affiliateUrl,
  category,
});

/** The opened deal in `value`, or null when it is not one. */
export function toOpenedDeal(value: unknown): OpenedDeal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, store, affiliateUrl, category } = value as Record<string, unknown>;
  return typeof id === 'string' &&
    typeof store === 'string' &&
    typeof affiliateUrl === 'string' &&
    typeof category === 'string'
    ? { id, store, affiliateUrl, category }
    : null;
}
