// The one gateway to Web Push on this device: whether the browser can receive it, the notification
// permission (asked only from a user's gesture), and this device's subscription with the push service.
// Screens never call pushManager or Notification themselves.
import { applicationServerKey, sameKey } from '@shared/alerts/push-keys';

export { applicationServerKey };

/**
 * supported: ask and subscribe. ios-home-screen: Safari on iPhone or iPad in a browser tab, where Web Push
 * works only for the app opened from the Home Screen. unsupported: no Web Push here at all.
 */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag for an app opened from the Home Screen. */
  standalone: boolean | undefined;
  /** `display-mode: standalone` matches (any installed app window). */
  displayStandalone: boolean;
  /** serviceWorker, PushManager and Notification all exist. */
  hasPushApi: boolean;
}

/** How long a subscription waits for the service worker to be active (it registers after the first render). */
const WORKER_WAIT_MS = 15_000;
/** How long the push service may take to subscribe: one that never answers must not hold the form for good. */
const SUBSCRIBE_WAIT_MS = 30_000;

/** `promise`, or `fallback()` once `ms` have passed without it settling. */
async function within<T>(promise: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(fallback());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function currentPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayStandalone:
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches === true,
    hasPushApi:
      'serviceWorker' in nav && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined',
  };
}

/** iPhone, iPod, or iPad (which, since iPadOS 13, calls itself a Mac that has a touch screen). */
const isAppleMobile = (env: PushEnvironment) =>
  /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);

export function pushSupport(env: PushEnvironment = currentPushEnvironment()): PushSupport {
  if (isAppleMobile(env) && env.standalone !== true && !env.displayStandalone) return 'ios-home-screen';
  return env.hasPushApi ? 'supported' : 'unsupported';
}

/** The site's notification permission here; 'unsupported' where the browser has no notifications. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the person for the permission. Call it straight from a click or a change (before any await), as
 * browsers ignore or refuse a request that comes without a user's gesture.
 */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.resolve('denied');
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission();
}

async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  return within<ServiceWorkerRegistration | null>(navigator.serviceWorker.ready, WORKER_WAIT_MS, () => null);
}

/** This device's push subscription, or null when it has none (or cannot have one). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes this device with the push service under the server's key (or keeps the subscription it has,
 * when made with that key), resolving to the subscription as the server takes it (toJSON()).
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await activeRegistration();
  if (!registration) throw new Error('The service worker is not active yet.');
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing.toJSON();
  // A subscription made with another key (the server's key changed) cannot be reused: the push service
  // would refuse the server's messages.
  await existing?.unsubscribe();
  const subscription = await within(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_WAIT_MS,
    () => {
      throw new Error('The push service did not answer.');
    },
  );
  return subscription.toJSON();
}

/** Ends this device's subscription; resolves to the endpoint it had (for the server to forget), or null. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
