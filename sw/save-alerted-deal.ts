// The notification's Save: the deal goes into the wishlist as the app's own Save puts it there (the same
// Dexie store), so the wishlist page shows it, offline too, and a member's next wishlist sync takes it to
// their account. The deal comes from the device's cache, or from the server when the cache lacks it.
import { db } from '../src/lib/db/database';
import { toDeal } from '../src/lib/db/deal-rows';
import { keepInWishlist } from '../src/lib/db/wishlist-keep';
import type { Deal } from '../src/shared/deal';
import { DEALS_ENDPOINT } from '../src/shared/deal-api';
import { normalizeDeal } from '../src/shared/deal-schema';

/** The deal as this device knows it, else as the server lists it; null when neither has it. */
export async function findAlertedDeal(dealId: string): Promise<Deal | null> {
  const row = await db.deals.get(dealId);
  if (row) return toDeal(row);
  try {
    const response = await fetch(`${DEALS_ENDPOINT}/${encodeURIComponent(dealId)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const normalized = normalizeDeal(await response.json(), 'own');
    return normalized.ok ? normalized.deal : null;
  } catch {
    // Offline, and the deal is not on this device.
    return null;
  }
}

/** Saves the alerted deal in the wishlist; resolves to whether it is saved now. */
export async function saveAlertedDeal(dealId: string): Promise<boolean> {
  const deal = await findAlertedDeal(dealId);
  if (!deal) {
    console.warn(
      `The alerted deal ${dealId} could not be saved: it is neither on this device nor reachable.`,
    );
    return false;
  }
  await keepInWishlist(deal);
  return true;
}
