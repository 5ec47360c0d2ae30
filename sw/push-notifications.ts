// Deal alerts as they arrive: a push message becomes a notification (one per deal: a second alert for the
// same deal replaces the first), the app icon's badge counts the alerts not seen yet, and the deal goes into
// the device's cache. A click on "View deal", or on the notification itself, opens the deal's page (a
// window already on it is focused; offline the page comes from the precached shell and the deal from the
// device's cache); "Save" puts the deal in the wishlist and shows nothing more unless that fails. A watched
// product's notice (its dealId a watch notice's reference) is no deal: it has one button, to the member's
// watches, and nothing is saved or cached.
import { noteUnseenAlerts } from '../src/lib/db/alert-store';
import { ALERT_ACTION_TITLES } from '../src/shared/alerts/alert-texts';
import { ALERT_ACTIONS, type AlertPayload, alertPayloadSchema, alertTag } from '../src/shared/alerts/alerts';
import { dealPagePath } from '../src/shared/site/pages';
import { watchNoticeIdOf } from '../src/shared/watch/watch';
import { ALERT_BADGE, ALERT_ICON } from './alert-icons';
import { cacheAlertedDeal } from './cache-alerted-deal';
import { saveAlertedDeal } from './save-alerted-deal';

export { ALERT_BADGE, ALERT_ICON };

/** A notification's button (the Notifications API's NotificationAction, missing from the worker's types). */
interface AlertNotificationAction {
  action: string;
  title: string;
}

/** What a notification carries for its click. */
export interface AlertNotificationData {
  url: string;
  dealId: string;
}

/** The page a click opens: the payload's address when it is one of ours, else the deal's page. */
export function alertTarget(payload: Pick<AlertPayload, 'url' | 'dealId'>, origin: string): string {
  try {
    const url = new URL(payload.url, origin);
    if (url.origin === origin) return url.href;
  } catch {
    // Not an address at all.
  }
  return new URL(dealPagePath(payload.dealId), origin).href;
}

/** Whether the alert is a watched product's notice rather than a deal's. */
const isWatchNotice = (payload: Pick<AlertPayload, 'dealId'>) =>
  watchNoticeIdOf(payload.dealId) !== undefined;

/** The notification of an alert: its title and everything showNotification() is given. */
export function alertNotification(
  payload: AlertPayload,
  origin: string,
): { title: string; options: NotificationOptions & { image?: string; actions?: AlertNotificationAction[] } } {
  const data: AlertNotificationData = { url: alertTarget(payload, origin), dealId: payload.dealId };
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: ALERT_ICON,
      ...(payload.image ? { image: payload.image } : {}),
      badge: ALERT_BADGE,
      // One per deal, whatever the server named it: the newest alert of a deal replaces the one before.
      tag: alertTag(payload.dealId),
      data,
      actions: isWatchNotice(payload)
        ? [{ action: ALERT_ACTIONS.view, title: ALERT_ACTION_TITLES.viewWatches }]
        : [
            { action: ALERT_ACTIONS.view, title: ALERT_ACTION_TITLES.view },
            { action: ALERT_ACTIONS.save, title: ALERT_ACTION_TITLES.save },
          ],
    },
  };
}

/** A push message's alert; null (logged) when it is not one, which is then ignored. */
export function readAlertPayload(data: PushMessageData | null | undefined): AlertPayload | null {
  let json: unknown;
  try {
    json = data?.json();
  } catch (error) {
    console.warn('Ignored a push message that is not JSON:', error);
    return null;
  }
  const parsed = alertPayloadSchema.safeParse(json);
  if (!parsed.success) {
    console.warn('Ignored a push message that is not a deal alert:', parsed.error.issues);
    return null;
  }
  return parsed.data;
}

type BadgingNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };

/**
 * Shows the alert, counts the unseen ones on the app icon where the browser has a badge, and stores the
 * deal on this device meanwhile (the notification does not wait for it).
 */
export async function showAlert(worker: ServiceWorkerGlobalScope, payload: AlertPayload): Promise<void> {
  const { title, options } = alertNotification(payload, worker.location.origin);
  const cached = isWatchNotice(payload)
    ? Promise.resolve()
    : cacheAlertedDeal(payload).catch((error: unknown) =>
        console.warn('The alerted deal could not be stored on this device:', error),
      );
  await worker.registration.showNotification(title, options);
  await noteUnseen(worker, payload);
  await cached;
}

async function noteUnseen(worker: ServiceWorkerGlobalScope, payload: AlertPayload): Promise<void> {
  if (payload.unseen === undefined) return;
  await noteUnseenAlerts(payload.unseen).catch((error: unknown) =>
    console.warn('The unseen alerts could not be noted:', error),
  );
  const nav = worker.navigator as BadgingNavigator;
  await nav.setAppBadge?.(payload.unseen).catch(() => {});
}

/**
 * Focuses a window of the app already on `url`'s page, or opens one there. A browser allows opening a
 * window only for a short while after the click; when it refuses, a window of the app already open is
 * taken to the deal instead, so the click still leads there.
 */
export async function openAlertedDeal(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const wanted = new URL(url);
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => {
    const at = new URL(client.url);
    return at.origin === wanted.origin && at.pathname === wanted.pathname;
  });
  if (open) {
    await open.focus();
    return;
  }
  try {
    await worker.clients.openWindow(wanted.href);
  } catch (refused) {
    const ours = windows.find((client) => new URL(client.url).origin === wanted.origin);
    if (!ours) throw refused;
    await ours.navigate(wanted.href);
    await ours.focus().catch(() => {});
  }
}

const isAlertData = (data: unknown): data is AlertNotificationData =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as AlertNotificationData).url === 'string' &&
  typeof (data as AlertNotificationData).dealId === 'string';

/** What a click on an alert does: save the deal (Save), or open it (View deal, or the notification). */
export async function handleAlertClick(
  worker: ServiceWorkerGlobalScope,
  notification: Notification,
  action: string,
): Promise<void> {
  const data: unknown = notification.data;
  if (!isAlertData(data)) return;
  notification.close();
  if (action === ALERT_ACTIONS.save && !isWatchNotice(data)) {
    await saveAlertedDeal(worker, data.dealId);
    return;
  }
  await openAlertedDeal(worker, data.url);
}

export function listenForPushNotifications(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const payload = readAlertPayload(event.data);
    if (payload) event.waitUntil(showAlert(worker, payload));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.waitUntil(handleAlertClick(worker, event.notification, event.action));
  });
}
