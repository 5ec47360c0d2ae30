// What every page starts at load, with or without the app (docs/decisions/0039): the service worker, the
// deal sync in its worker, and the start-up jobs that the sync's worker runs (counting the writes kept on
// this device, forgetting a signed-out account's data), and a deal page's own (deal-page-start.ts). No
// React, React Router or Dexie is evaluated here: a page the shopper only reads never needs them. What only
// the app can show (a new version's Reload prompt, a storage failure's notice, kept writes to send and tell
// of) starts the app, and so does a home page with a "For you" row to draw, and any page for a member whose
// mutes hide deals.
import { clearAlertBadge } from '@features/alerts/alert-badge';
import { runInSyncWorker } from '@features/deal-sync/sync-in-worker';
import { startDealSync } from '@features/deal-sync/sync-scheduler';
import { noteSynced } from '@features/deal-sync/synced';
import { onUntoldStorageFailure } from '@lib/db/storage-errors';
import { hasDeviceActivity } from '@lib/device-activity';
import { appStore } from '@lib/jotai-store';
import { currentMember } from '@lib/member/member-state';
import { hasNotedMutes } from '@lib/muting-member';
import { registerServiceWorker } from '@lib/pwa/register-service-worker';
import { updateAvailableAtom } from '@lib/pwa/state';
import { yieldToMain } from '@lib/yield-to-main';
import { ROUTES } from '@shared/site/routes';
import { startDealPage } from './deal-page-start';

const DEAL_PAGE = new RegExp(`^${ROUTES.deal.path.replace(':id', '([^/]+)')}/?$`);

/** The deal whose page `pathname` is, if it is one. */
export function dealIdOfPage(pathname: string): string | undefined {
  const id = DEAL_PAGE.exec(pathname)?.[1];
  try {
    return id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * Writes kept on this device (made offline) are news for the shopper: sending them, and telling how it
 * went, is the app's (its outbox and notices), so a page that has any starts the app, at load and whenever
 * the connection comes back. The sync's worker counts them: the page opens no database.
 */
function startAppForKeptWrites(startApp: () => void): () => void {
  return () => {
    if (!navigator.onLine) return;
    runInSyncWorker({ type: 'countKeptWrites' })
      .then((answer) => {
        if (answer && 'keptWrites' in answer && answer.keptWrites > 0) startApp();
      })
      .catch((error: unknown) =>
        console.error('The writes kept on this device could not be counted:', error),
      );
  };
}

/** The count of alerts on the app's badge, from the device's database, which the sync's worker opens. */
async function takeUnseenAlerts(): Promise<number> {
  const answer = await runInSyncWorker({ type: 'takeUnseenAlerts' });
  return answer && 'unseenAlerts' in answer ? answer.unseenAlerts : 0;
}

/** Opening a page clears the app icon's badge of deal alerts, and again when the app comes to the front. */
function clearBadgeWhenSeen(): void {
  const clear = () => {
    if (document.visibilityState !== 'visible') return;
    clearAlertBadge(takeUnseenAlerts).catch((error: unknown) =>
      console.warn('The alert badge could not be cleared:', error),
    );
  };
  clear();
  document.addEventListener('visibilitychange', clear);
  window.addEventListener('focus', clear);
}

/**
 * Starts the page's services, each step in a task of its own: on a slow phone, the service worker's
 * registration, the sync's worker and the start-up checks together make one task long enough to hold a tap.
 */
export async function startPage({ startApp }: { startApp: () => void }): Promise<void> {
  registerServiceWorker(appStore);
  appStore.sub(updateAvailableAtom, () => {
    if (appStore.get(updateAvailableAtom)) startApp();
  });
  onUntoldStorageFailure(startApp);
  // Offline, only the app can answer from the device's cache and say what is not fresh: it starts when
  // the connection drops, or at once on a page opened offline.
  if (navigator.onLine) window.addEventListener('offline', startApp, { once: true });
  else startApp();
  await yieldToMain();
  startDealSync(appStore, { onSynced: noteSynced });
  await yieldToMain();
  const checkKeptWrites = startAppForKeptWrites(startApp);
  checkKeptWrites();
  window.addEventListener('online', checkKeptWrites);
  clearBadgeWhenSeen();
  // "For you" is the app's to draw, from what this device knows of the shopper: on the home page, a member, or
  // a shopper who has opened deals here, gets it once the page has painted.
  const member = currentMember();
  if (location.pathname === ROUTES.home.path && (member || hasDeviceActivity())) startApp();
  // A member's mutes hide deals from every listing, and only the app knows them: it starts at once.
  if (member && hasNotedMutes(member.id)) startApp();
  // Without a member noted on this device (signed out, or a sign-in that ended with the browser), the
  // account's data kept here is forgotten.
  if (!member) void runInSyncWorker({ type: 'forgetAccountData' });
  const dealId = dealIdOfPage(location.pathname);
  if (dealId) {
    await yieldToMain();
    startDealPage(dealId, startApp);
  }
}
