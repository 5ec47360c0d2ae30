// Turning this device's notifications on and off: the permission (asked from the person's gesture), the
// subscription with the push service under the server's key, and telling the server through the outbox.
import { ApiCallError } from '@lib/api-client';
import {
  currentPushSubscription,
  notificationPermission,
  type PushSupport,
  pushSupport,
  requestNotificationPermission,
  subscribeToPush,
  unsubscribeFromPush,
} from '@lib/pwa/push-subscription';
import type { CategorySlug } from '@shared/deal/categories';
import { fetchPushKey } from './alert-api';
import { queuePushRegistration, queuePushRemoval } from './alert-requests';

/** Where this device stands: what the screens say beside the notifications choice. */
export interface PushDeviceState {
  support: PushSupport;
  permission: NotificationPermission | 'unsupported';
  /** Whether this device has a subscription now. */
  subscribed: boolean;
}

export async function readPushDevice(): Promise<PushDeviceState> {
  const support = pushSupport();
  const subscribed =
    support === 'supported' ? await currentPushSubscription().then(Boolean, () => false) : false;
  return { support, permission: notificationPermission(), subscribed };
}

/** How turning notifications on ended: on, or why not. */
export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'ios-home-screen' | 'offline' | 'failed';

/**
 * Turns this device's notifications on: for a member's rules, or for `categories` on a visitor's device.
 * Call it straight from the person's click or change, before any await of the caller: its first step asks
 * for the permission, which browsers allow only from a gesture.
 */
export async function turnOnPush(categories?: CategorySlug[]): Promise<PushOutcome> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  const permission = await requestNotificationPermission();
  if (permission !== 'granted') return 'denied';
  try {
    // A subscription this device has already is kept when it was made with the server's current key
    // (subscribeToPush checks it, and subscribes anew when the key changed); offline, it is kept as it is,
    // and the server is told again (a visitor's categories may have changed) through the outbox.
    const existing = await currentPushSubscription();
    const key = await fetchPushKey().catch((error: unknown) => {
      if (existing && error instanceof ApiCallError && error.isNetworkFailure) return null;
      throw error;
    });
    const subscription = key === null ? existing!.toJSON() : await subscribeToPush(key);
    await queuePushRegistration(subscription, categories);
    return 'on';
  } catch (error) {
    console.error('Notifications could not be turned on:', error);
    return error instanceof ApiCallError && error.isNetworkFailure ? 'offline' : 'failed';
  }
}

/** Turns this device's notifications off: the subscription ends here, and the server forgets it. */
export async function turnOffPush(): Promise<void> {
  const endpoint = await unsubscribeFromPush();
  if (endpoint) await queuePushRemoval(endpoint);
}
