// The notification's Save: the deal goes into the wishlist as the app's own Save puts it there (the same
// Dexie store), so the wishlist page shows it, offline too. For a signed-in member the account's copy is
// kept in the outbox as one wishlist sync (the server adds idempotently), which the worker sends now or,
// offline, when the connection is back (background sync, or a page's next pass), with no page open.
// The deal comes from the device's cache (a pushed alert stores it there as it arrives), else from the
// server. A Save that cannot keep the deal says so in a notification.
import { db } from '../src/lib/db/database';
import { toDeal } from '../src/lib/db/deal-rows';
import { keepInWishlist } from '../src/lib/db/wishlist-keep';
import { ACCOUNT_API } from '../src/shared/account/account-api';
import { ALERT_SAVE_FAILED } from '../src/shared/alerts/alert-texts';
import type { Deal } from '../src/shared/deal/deal';
import { ALERT_BADGE, ALERT_ICON } from './alert-icons';
import { fetchAlertedDeal } from './cache-alerted-deal';
import { memberSignedIn } from './member-on-device';
import { queueWriteFromWorker } from './queue-write';

/** The deal as this device knows it, else as the server lists it; null when neither has it. */
export async function findAlertedDeal(dealId: string): Promise<Deal | null> {
  const row = await db.deals.get(dealId);
  return row ? toDeal(row) : fetchAlertedDeal(dealId);
}

/** Keeps the account's copy of the saved deal in the outbox, and sends it when the connection allows. */
async function queueAccountSave(
  worker: ServiceWorkerGlobalScope,
  deal: Deal,
  addedAt: number,
): Promise<void> {
  await queueWriteFromWorker(worker, {
    kind: 'wishlist',
    payload: { dealId: deal.id, title: deal.title },
    request: {
      url: new URL(ACCOUNT_API.wishlistSync, worker.location.origin).href,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ added: [{ dealId: deal.id, addedAt, deal }], removed: [] }),
    },
  });
}

/** Saves the alerted deal in the wishlist; resolves to whether it is saved now. A failure is shown. */
export async function saveAlertedDeal(worker: ServiceWorkerGlobalScope, dealId: string): Promise<boolean> {
  try {
    const deal = await findAlertedDeal(dealId);
    if (!deal) throw new Error(`The alerted deal ${dealId} is neither on this device nor reachable.`);
    const addedAt = Date.now();
    const added = await keepInWishlist(deal, addedAt);
    if (added && (await memberSignedIn(worker))) await queueAccountSave(worker, deal, addedAt);
    return true;
  } catch (error) {
    console.warn('The alerted deal could not be saved:', error);
    await worker.registration.showNotification(ALERT_SAVE_FAILED.title, {
      body: ALERT_SAVE_FAILED.body,
      icon: ALERT_ICON,
      badge: ALERT_BADGE,
      tag: `save-failed-${dealId}`,
    });
    return false;
  }
}
