import { noteUnseenAlerts } from '@lib/db/alert-store';
import { db } from '@lib/db/database';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { ALERT_API } from '@shared/alerts/alerts';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAlertBadge } from './alert-badge';

const subscription = vi.hoisted(() => ({ endpoint: null as string | null }));
// This device's push subscription, as the push service would hand it out.
vi.mock('@lib/pwa/push-subscription', async (original) => ({
  ...(await original<typeof import('@lib/pwa/push-subscription')>()),
  currentPushSubscription: async () => (subscription.endpoint ? { endpoint: subscription.endpoint } : null),
}));

let server: ReturnType<typeof fakeAlertServer>;
const clearAppBadge = vi.fn(async () => {});

beforeEach(() => {
  server = fakeAlertServer();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  Object.assign(navigator, { clearAppBadge });
  clearAppBadge.mockClear();
});

afterEach(async () => {
  await flushOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  appStore.set(memberAtom, null);
  subscription.endpoint = null;
  await Promise.all([db.settings.clear(), db.outbox.clear()]);
});

describe('opening the app', () => {
  it('clears the badge and tells the server a member has seen the alerts it counted', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    await noteUnseenAlerts(4);
    await clearAlertBadge();
    expect(clearAppBadge).toHaveBeenCalled();
    await vi.waitFor(() => expect(server.sent.map((request) => request.path)).toEqual([ALERT_API.seen]), {
      timeout: 5000,
    });

    // Seen once: opening the app again tells the server nothing more.
    await clearAlertBadge();
    await flushOutbox();
    expect(server.sent).toHaveLength(1);
  });

  it('tells the server a visitor device has seen its alerts, naming the device’s subscription', async () => {
    subscription.endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    await noteUnseenAlerts(2);
    await clearAlertBadge();
    expect(clearAppBadge).toHaveBeenCalled();
    await vi.waitFor(
      () =>
        expect(server.sent.map(({ path, body }) => ({ path, body }))).toEqual([
          { path: ALERT_API.seen, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' } },
        ]),
      { timeout: 5000 },
    );
  });

  it('tells the server nothing for a visitor without a subscription, or when no alert was counted', async () => {
    await noteUnseenAlerts(2);
    await clearAlertBadge();
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    await clearAlertBadge();
    await flushOutbox();
    expect(clearAppBadge).toHaveBeenCalledTimes(2);
    expect(server.sent).toEqual([]);
  });
});
