// Opening the app clears the app icon's badge of deal alerts, and tells the server the alerts were seen (so
// its count of unseen alerts starts again): a signed-in member's count, else the count of this visitor
// device, named by its push subscription's endpoint. At start-up, and whenever the app comes back to the
// front (a click on an alert focuses a window that was open already).
import { loadCache } from '@lib/db/load-cache';
import { currentMember } from '@lib/member/member-state';
import { currentPushSubscription } from '@lib/pwa/push-subscription';

type BadgingNavigator = Navigator & { clearAppBadge?: () => Promise<void> };

/** The alerts counted on the badge since they were last seen, leaving none: read from the device's database. */
const takeUnseenOnPage = async (): Promise<number> => (await loadCache()).takeUnseenAlerts();

/**
 * `takeUnseenAlerts` reads the count; the entry passes one that asks the deal sync's worker, so the page
 * itself opens no database (src/app/start-page.ts).
 */
export async function clearAlertBadge(takeUnseenAlerts = takeUnseenOnPage): Promise<void> {
  await (navigator as BadgingNavigator).clearAppBadge?.().catch(() => {});
  // The service worker noted how many alerts it counted on the badge; none: nothing to tell.
  const unseen = await takeUnseenAlerts();
  if (unseen === 0) return;
  // A visitor's alerts are counted per device: without a subscription the server counts none here.
  const endpoint = currentMember() ? undefined : (await currentPushSubscription())?.endpoint;
  if (!currentMember() && !endpoint) return;
  // Loaded only then (after an alert): the alerts' requests and their checks stay out of every other
  // start-up.
  const { queueAlertsSeen } = await import('./alert-requests');
  await queueAlertsSeen(endpoint);
}
