import { db } from '@lib/db/database';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { applicationServerKey } from '@lib/pwa/push-subscription';
import { ALERT_API } from '@shared/alerts/alerts';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { turnOnPush } from './push-setup';

const OLD_KEY = 'BOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKey';
const NEW_KEY = 'BNewKeyNewKeyNewKeyNewKeyNewKeyNewKeyNewKey';

/** A subscription as the push service hands it out, made with `key`. */
function fakeSubscription(endpoint: string, key: string) {
  const bytes = applicationServerKey(key);
  return {
    endpoint,
    options: { applicationServerKey: bytes.buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-of-${key}`, auth: 'auth' } }),
  };
}

let server: ReturnType<typeof fakeAlertServer>;
let held: ReturnType<typeof fakeSubscription> | null;
let subscribe: Mock;

beforeEach(() => {
  server = fakeAlertServer();
  server.answer('GET', ALERT_API.pushKey, 200, { publicKey: NEW_KEY });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  held = null;
  subscribe = vi.fn(async () => {
    held = fakeSubscription('https://fcm.googleapis.com/fcm/send/new-device', NEW_KEY);
    return held;
  });
  const registration = { pushManager: { getSubscription: async () => held, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
});

afterEach(async () => {
  await flushOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await db.outbox.clear();
});

const registeredEndpoints = () =>
  server.sent
    .filter((request) => request.method === 'POST' && request.path === ALERT_API.pushSubscriptions)
    .map((request) => (request.body as { subscription: { endpoint: string } }).subscription.endpoint);

describe('turning notifications on', () => {
  it('replaces a subscription made with a key the server no longer uses', async () => {
    const stale = fakeSubscription('https://fcm.googleapis.com/fcm/send/old-device', OLD_KEY);
    held = stale;
    expect(await turnOnPush(['books'])).toBe('on');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(NEW_KEY),
    });
    await vi.waitFor(
      () => expect(registeredEndpoints()).toEqual(['https://fcm.googleapis.com/fcm/send/new-device']),
      { timeout: 5000 },
    );
  });

  it('keeps a subscription made with the server’s key, and tells the server again', async () => {
    const current = fakeSubscription('https://fcm.googleapis.com/fcm/send/this-device', NEW_KEY);
    held = current;
    expect(await turnOnPush(['books'])).toBe('on');
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    await vi.waitFor(
      () => expect(registeredEndpoints()).toEqual(['https://fcm.googleapis.com/fcm/send/this-device']),
      { timeout: 5000 },
    );
  });
});
