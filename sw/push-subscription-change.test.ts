import { db } from '@lib/db/database';
import { listOutbox } from '@lib/db/outbox-store';
import { ALERT_API } from '@shared/alerts/alerts';
import { applicationServerKey } from '@shared/alerts/push-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForPushSubscriptionChange } from './push-subscription-change';

const ORIGIN = 'https://rarefinds.example';
const SERVER_KEY = 'BNewKeyNewKeyNewKeyNewKeyNewKeyNewKeyNewKey';
const OLD_KEY = 'BOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKey';

function fakeSubscription(endpoint: string, key: string) {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(key).buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-${endpoint}`, auth: 'auth' } }),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

/** The worker's scope as the handler uses it: its registration's push manager, and the events. */
function fakeWorker({ held = null as PushSubscription | null, member = false } = {}) {
  let listener: ((event: unknown) => void) | undefined;
  const subscribe = vi.fn(async () =>
    fakeSubscription('https://fcm.googleapis.com/fcm/send/renewed', SERVER_KEY),
  );
  const worker = {
    location: { origin: ORIGIN },
    navigator: { onLine: false },
    registration: { pushManager: { getSubscription: async () => held, subscribe } },
    cookieStore: {
      get: async () =>
        member ? { name: 'rarefinds.member', value: encodeURIComponent('{"id":"m1","name":"Ana"}') } : null,
    },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      if (type === 'pushsubscriptionchange') listener = handler;
    },
  } as unknown as ServiceWorkerGlobalScope;
  const fire = async (fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listener?.({ ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { worker, subscribe, fire };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === ALERT_API.pushKey
        ? new Response(JSON.stringify({ publicKey: SERVER_KEY }))
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

const keptWrites = async () =>
  (await listOutbox('alert')).map((entry) => ({
    method: entry.request?.method,
    url: entry.request?.url,
    body: JSON.parse(entry.request?.body ?? 'null') as unknown,
  }));

describe('a replaced push subscription', () => {
  it('subscribes again under the server’s key and tells the server the new one replaces the old', async () => {
    const { worker, subscribe, fire } = fakeWorker();
    listenForPushSubscriptionChange(worker);
    await fire({
      oldSubscription: fakeSubscription('https://fcm.googleapis.com/fcm/send/expired', SERVER_KEY),
    });
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(SERVER_KEY),
    });
    expect(await keptWrites()).toEqual([
      {
        method: 'PUT',
        url: `${ORIGIN}${ALERT_API.pushSubscriptions}`,
        body: {
          oldEndpoint: 'https://fcm.googleapis.com/fcm/send/expired',
          subscription: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/renewed',
            expirationTime: null,
            keys: { p256dh: 'p256dh-https://fcm.googleapis.com/fcm/send/renewed', auth: 'auth' },
          },
        },
      },
    ]);
  });

  it('replaces a new subscription the browser made under another key', async () => {
    const { worker, subscribe, fire } = fakeWorker();
    listenForPushSubscriptionChange(worker);
    const offered = fakeSubscription('https://fcm.googleapis.com/fcm/send/other-key', OLD_KEY);
    await fire({
      oldSubscription: fakeSubscription('https://fcm.googleapis.com/fcm/send/expired', OLD_KEY),
      newSubscription: offered,
    });
    expect(offered.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalled();
    expect(
      (await keptWrites()).map(
        (write) => (write.body as { subscription: { endpoint: string } }).subscription.endpoint,
      ),
    ).toEqual(['https://fcm.googleapis.com/fcm/send/renewed']);
  });

  it('registers the new subscription for a member when the browser does not name the old one', async () => {
    const { worker, fire } = fakeWorker({ member: true });
    listenForPushSubscriptionChange(worker);
    await fire({ oldSubscription: null });
    expect(await keptWrites()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          subscription: expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/renewed' }),
        },
      }),
    ]);
  });
});
