// A stand-in for the push gateway (src/lib/pwa/push-subscription.ts) in component tests: the browser's
// support, the permission the person gives when asked, and this device's subscription, all set by the test.
// Use with vi.mock('@lib/pwa/push-subscription', async () => (await import('@tests/support/fake-push')).fakePushModule).
import type { PushSupport } from '@lib/pwa/push-subscription';
import { vi } from 'vitest';

export const FAKE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

const subscriptionJson = (): PushSubscriptionJSON => ({
  endpoint: FAKE_ENDPOINT,
  expirationTime: null,
  keys: { p256dh: 'BPublicKeyOfThisDevice', auth: 'authSecret' },
});

export const fakePush = {
  support: 'supported' as PushSupport,
  permission: 'default' as NotificationPermission,
  /** What the person answers when asked for the permission. */
  answer: 'granted' as NotificationPermission,
  subscribed: false,
  reset() {
    this.support = 'supported';
    this.permission = 'default';
    this.answer = 'granted';
    this.subscribed = false;
  },
};

export const fakePushModule = {
  pushSupport: () => fakePush.support,
  notificationPermission: () => (fakePush.support === 'supported' ? fakePush.permission : 'unsupported'),
  requestNotificationPermission: vi.fn(async () => {
    if (fakePush.permission === 'default') fakePush.permission = fakePush.answer;
    return fakePush.permission;
  }),
  currentPushSubscription: async () =>
    fakePush.subscribed ? { endpoint: FAKE_ENDPOINT, toJSON: subscriptionJson } : null,
  subscribeToPush: vi.fn(async (_publicKey: string) => {
    fakePush.subscribed = true;
    return subscriptionJson();
  }),
  unsubscribeFromPush: vi.fn(async () => {
    const had = fakePush.subscribed;
    fakePush.subscribed = false;
    return had ? FAKE_ENDPOINT : null;
  }),
};
