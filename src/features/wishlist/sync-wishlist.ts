// The wishlist on the member's account. Contract:
// - Signed out, the wishlist is this device's alone (IndexedDB), online or not.
// - When a member is signed in and the browser is online, the device sends what the account does not hold
//   yet (everything saved on this device, at the first sync after signing in: a set union, nothing lost)
//   and the removals made here, and takes the account's whole list in return: the wishlist follows the
//   member from device to device. A sync runs at sign-in, when the browser comes online, at start-up and
//   after each change; one at a time. Adding is idempotent on the server, so a sync repeated after a lost
//   answer changes nothing.
// - Offline, changes wait on the device and go with the next sync.
import { callApi } from '@lib/api-client';
import { loadCache } from '@lib/db/load-cache';
import { currentMember, memberAtom } from '@lib/member/member-state';
import { ACCOUNT_API, wishlistSyncResponseSchema } from '@shared/account/account-api';
import type { DealSource } from '@shared/deal/deal';
import { normalizeDeal } from '@shared/deal/deal-schema';
import type { createStore } from 'jotai';

let running: Promise<void> | undefined;
let again = false;

const sourceOf = (deal: unknown): DealSource => {
  const source = (deal as { source?: unknown } | null)?.source;
  return source === 'affiliate' || source === 'sample' ? source : 'own';
};

async function syncOnce(): Promise<void> {
  const member = currentMember();
  if (!member || !navigator.onLine) return;
  const cache = await loadCache();
  const sent = await cache.pendingWishlistChanges(member.id);
  const answer = wishlistSyncResponseSchema.parse(await callApi(ACCOUNT_API.wishlistSync, { body: sent }));
  // The member may have signed out while the answer was on its way.
  if (currentMember()?.id !== member.id) return;
  const items = answer.items.flatMap((item) => {
    const parsed = normalizeDeal(item.deal, sourceOf(item.deal));
    return parsed.ok ? [{ dealId: item.dealId, addedAt: item.addedAt, deal: parsed.deal }] : [];
  });
  await cache.applyWishlistSync(member.id, sent, items);
}

/** Syncs now, or right after the sync under way; resolves when the wishlist is in step. */
export function syncWishlist(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await syncOnce();
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

const syncQuietly = () =>
  syncWishlist().catch((error: unknown) => console.warn('The wishlist could not be synced yet:', error));

/** Syncs at start-up, at every sign-in and whenever the browser comes back online. */
export function startWishlistSync(store: ReturnType<typeof createStore>): void {
  let memberId = store.get(memberAtom)?.id;
  store.sub(memberAtom, () => {
    const next = store.get(memberAtom)?.id;
    if (next && next !== memberId) void syncQuietly();
    memberId = next;
  });
  window.addEventListener('online', () => void syncQuietly());
  void syncQuietly();
}
