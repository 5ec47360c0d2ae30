import { readAlertedDealFacts, takeUnseenAlerts } from '@lib/db/alert-store';
import { db } from '@lib/db/database';
import { toDealRow } from '@lib/db/deal-rows';
import { listOutbox } from '@lib/db/outbox-store';
import { ALERT_ACTION_TITLES, ALERT_SAVE_FAILED } from '@shared/alerts/alert-texts';
import type { AlertPayload } from '@shared/alerts/alerts';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { makeDeal } from '../tests/factories/deal-factory';
import { type FakeFetch, fakeFetch } from '../tests/support/fake-fetch';
import {
  ALERT_BADGE,
  ALERT_ICON,
  alertNotification,
  handleAlertClick,
  listenForPushNotifications,
  readAlertPayload,
} from './push-notifications';

const ORIGIN = 'https://rarefinds.example';

const payload = (overrides: Partial<AlertPayload> = {}): AlertPayload => ({
  dealId: 'kettle-1',
  title: 'Gooseneck kettle, 40% off',
  body: '$24.99 at Kettle Shop',
  image: 'https://cdn.example/kettle.jpg',
  url: `${ORIGIN}/deal/kettle-1`,
  tag: 'deal-kettle-1',
  ...overrides,
});

/** What a push message's data offers: its text as JSON, or an error when it is not JSON. */
const pushData = (text: string) =>
  ({
    text: () => text,
    json: () => JSON.parse(text),
  }) as unknown as PushMessageData;

interface FakeWindow {
  url: string;
  focus: Mock;
  navigate?: Mock;
}

/** The worker's scope as the handlers use it: notifications, windows, the badge and the events. */
function fakeWorker(windows: FakeWindow[] = [], { member = false } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const setAppBadge = vi.fn(async () => {});
  const worker = {
    location: { origin: ORIGIN },
    navigator: { setAppBadge, onLine: false },
    registration: { showNotification },
    // The app's note of who is signed in, as the worker reads it.
    cookieStore: {
      get: vi.fn(async (name: string) =>
        member && name === 'rarefinds.member'
          ? { name, value: encodeURIComponent(JSON.stringify({ id: 'm1', name: 'Ana', persistent: true })) }
          : null,
      ),
    },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  } as unknown as ServiceWorkerGlobalScope;
  /** Fires an event at the worker; resolves once everything it asked to wait for is done. */
  const fire = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
    return waits.length;
  };
  return { worker, showNotification, openWindow, setAppBadge, fire };
}

const notificationOf = (data: unknown) =>
  ({ data, close: vi.fn() }) as unknown as Notification & { close: Mock };

let network: FakeFetch;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // No server here: a test that wants the deal fetched says what the server answers.
  network = fakeFetch({ otherwise: new TypeError('Failed to fetch') });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([
    db.deals.clear(),
    db.wishlist.clear(),
    db.settings.clear(),
    db.outbox.clear(),
    db.searchIndex.clear(),
  ]);
});

describe('an alert’s notification', () => {
  it('shows the deal with its image, the app’s icons, one tag per deal and the View and Save actions', () => {
    const { title, options } = alertNotification(payload(), ORIGIN);
    expect(title).toBe('Gooseneck kettle, 40% off');
    expect(options).toEqual({
      body: '$24.99 at Kettle Shop',
      icon: ALERT_ICON,
      image: 'https://cdn.example/kettle.jpg',
      badge: ALERT_BADGE,
      tag: 'deal-kettle-1',
      data: { url: `${ORIGIN}/deal/kettle-1`, dealId: 'kettle-1' },
      actions: [
        { action: 'view', title: ALERT_ACTION_TITLES.view },
        { action: 'save', title: ALERT_ACTION_TITLES.save },
      ],
    });
  });

  it('gives every alert of one deal the same tag, so the newest replaces the one before', () => {
    const first = alertNotification(payload({ tag: 'first-alert' }), ORIGIN);
    const second = alertNotification(payload({ tag: 'second-alert', title: 'Now 50% off' }), ORIGIN);
    const other = alertNotification(payload({ dealId: 'toaster-2', tag: 'first-alert' }), ORIGIN);
    expect(first.options.tag).toBe(second.options.tag);
    expect(other.options.tag).not.toBe(first.options.tag);
  });

  it('opens only our own pages: an address elsewhere becomes the deal’s page', () => {
    const elsewhere = alertNotification(payload({ url: 'https://phish.example/deal/kettle-1' }), ORIGIN);
    expect((elsewhere.options.data as { url: string }).url).toBe(`${ORIGIN}/deal/kettle-1`);
    const relative = alertNotification(payload({ url: '/deal/kettle-1?from=alert' }), ORIGIN);
    expect((relative.options.data as { url: string }).url).toBe(`${ORIGIN}/deal/kettle-1?from=alert`);
  });

  it('leaves the image out when the alert has none', () => {
    expect(alertNotification(payload({ image: undefined }), ORIGIN).options).not.toHaveProperty('image');
  });
});

describe('a push message', () => {
  it('reads a deal alert, and ignores (and logs) anything else', () => {
    expect(readAlertPayload(pushData(JSON.stringify(payload())))).toEqual(payload());
    expect(readAlertPayload(pushData('not json'))).toBeNull();
    expect(readAlertPayload(pushData(JSON.stringify({ title: 'No deal id', body: 'x' })))).toBeNull();
    expect(readAlertPayload(pushData(JSON.stringify({ ...payload(), unseen: -1 })))).toBeNull();
    expect(readAlertPayload(null)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it('shows the notification, and the unseen count on the app icon', async () => {
    const { worker, showNotification, setAppBadge, fire } = fakeWorker();
    listenForPushNotifications(worker);
    await fire('push', { data: pushData(JSON.stringify(payload({ unseen: 3 }))) });
    expect(showNotification).toHaveBeenCalledWith(
      'Gooseneck kettle, 40% off',
      expect.objectContaining({ body: '$24.99 at Kettle Shop', tag: 'deal-kettle-1' }),
    );
    expect(setAppBadge).toHaveBeenCalledWith(3);
    // The app takes the count when it opens, to tell the server the alerts were seen.
    expect(await takeUnseenAlerts()).toBe(3);
  });

  it('stores the alerted deal on this device, so its page and Save work offline', async () => {
    const deal = makeDeal({ id: 'kettle-1', title: 'Gooseneck kettle' });
    network.on('GET', `/api/deals/${deal.id}`, deal);
    const { worker, fire } = fakeWorker();
    listenForPushNotifications(worker);
    await fire('push', { data: pushData(JSON.stringify(payload())) });
    expect(network.fetch).toHaveBeenCalledWith('/api/deals/kettle-1', expect.anything());
    expect((await db.deals.get('kettle-1'))?.title).toBe('Gooseneck kettle');
    expect(await readAlertedDealFacts('kettle-1')).toBeNull();
  });

  it('keeps what the alert said about the deal when the deal cannot be fetched', async () => {
    const { worker, showNotification, fire } = fakeWorker();
    listenForPushNotifications(worker);
    await fire('push', { data: pushData(JSON.stringify(payload())) });
    expect(showNotification).toHaveBeenCalled();
    expect(await db.deals.get('kettle-1')).toBeUndefined();
    expect(await readAlertedDealFacts('kettle-1')).toEqual({
      dealId: 'kettle-1',
      title: 'Gooseneck kettle, 40% off',
      body: '$24.99 at Kettle Shop',
      image: 'https://cdn.example/kettle.jpg',
    });
  });

  it('shows a watched product’s notice with one button to the watches, and keeps nothing as a deal', async () => {
    const notice = payload({
      dealId: 'watch-notice:7',
      url: '/account/watches',
      title: 'Price drop: Kettle',
    });
    expect(alertNotification(notice, ORIGIN).options.actions).toEqual([
      { action: 'view', title: ALERT_ACTION_TITLES.viewWatches },
    ]);
    const { worker, showNotification, fire } = fakeWorker();
    listenForPushNotifications(worker);
    await fire('push', { data: pushData(JSON.stringify(notice)) });
    expect(showNotification).toHaveBeenCalledWith('Price drop: Kettle', expect.anything());
    expect(network.fetch).not.toHaveBeenCalled();
    expect(await readAlertedDealFacts('watch-notice:7')).toBeNull();
  });

  it('shows nothing for a malformed message', async () => {
    const { worker, showNotification, fire } = fakeWorker();
    listenForPushNotifications(worker);
    expect(await fire('push', { data: pushData('{"dealId": 7}') })).toBe(0);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('leaves the badge alone when the alert does not count unseen ones', async () => {
    const { worker, setAppBadge, fire } = fakeWorker();
    listenForPushNotifications(worker);
    await fire('push', { data: pushData(JSON.stringify(payload())) });
    expect(setAppBadge).not.toHaveBeenCalled();
  });
});

describe('a click on an alert', () => {
  const data = { url: `${ORIGIN}/deal/kettle-1`, dealId: 'kettle-1' };

  it('opens the deal’s page, from the notification itself and from View deal', async () => {
    for (const action of ['', 'view']) {
      const { worker, openWindow, fire } = fakeWorker([{ url: `${ORIGIN}/wishlist`, focus: vi.fn() }]);
      listenForPushNotifications(worker);
      const notification = notificationOf(data);
      await fire('notificationclick', { notification, action });
      expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/deal/kettle-1`);
      expect(notification.close).toHaveBeenCalled();
    }
  });

  it('focuses a window already on the deal’s page instead of opening another', async () => {
    const onDeal = { url: `${ORIGIN}/deal/kettle-1#reviews`, focus: vi.fn() };
    const { worker, openWindow } = fakeWorker([{ url: `${ORIGIN}/`, focus: vi.fn() }, onDeal]);
    await handleAlertClick(worker, notificationOf(data), 'view');
    expect(onDeal.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('takes a window of the app to the deal when the browser refuses to open one', async () => {
    const elsewhere = {
      url: `${ORIGIN}/wishlist`,
      focus: vi.fn(async () => {}),
      navigate: vi.fn(async () => null),
    };
    const { worker, openWindow } = fakeWorker([elsewhere]);
    openWindow.mockRejectedValue(new DOMException('Not allowed to open a window.', 'InvalidAccessError'));
    await handleAlertClick(worker, notificationOf(data), 'view');
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/deal/kettle-1`);
  });

  it('saves the deal from this device’s cache into the wishlist, and opens nothing', async () => {
    const deal = makeDeal({ id: 'kettle-1', title: 'Gooseneck kettle' });
    await db.deals.put(toDealRow(deal));
    const { worker, openWindow, fire } = fakeWorker();
    listenForPushNotifications(worker);
    const notification = notificationOf(data);
    await fire('notificationclick', { notification, action: 'save' });
    expect(openWindow).not.toHaveBeenCalled();
    expect(notification.close).toHaveBeenCalled();
    expect(await db.wishlist.get('kettle-1')).toMatchObject({ dealId: 'kettle-1', deal });
  });

  it('fetches a deal this device has not cached, and keeps an entry the account already holds', async () => {
    const deal = makeDeal({ id: 'toaster-2', title: 'Toaster' });
    network.on('GET', `/api/deals/${deal.id}`, deal);
    const { worker } = fakeWorker();
    await handleAlertClick(
      worker,
      notificationOf({ url: `${ORIGIN}/deal/toaster-2`, dealId: 'toaster-2' }),
      'save',
    );
    expect(network.fetch).toHaveBeenCalledWith('/api/deals/toaster-2', expect.anything());
    expect((await db.wishlist.get('toaster-2'))?.deal.title).toBe('Toaster');

    await db.wishlist.update('toaster-2', { memberId: 'm1', addedAt: 1 });
    await handleAlertClick(
      worker,
      notificationOf({ url: `${ORIGIN}/deal/toaster-2`, dealId: 'toaster-2' }),
      'save',
    );
    expect(await db.wishlist.get('toaster-2')).toMatchObject({ memberId: 'm1', addedAt: 1 });
  });

  it('keeps a member’s save for their account in the outbox, to be sent once online', async () => {
    const deal = makeDeal({ id: 'kettle-1', title: 'Gooseneck kettle' });
    await db.deals.put(toDealRow(deal));
    const { worker } = fakeWorker([], { member: true });
    await handleAlertClick(worker, notificationOf(data), 'save');
    const [kept, ...more] = await listOutbox('wishlist');
    expect(more).toEqual([]);
    expect(kept?.request).toMatchObject({ url: `${ORIGIN}/api/wishlist/sync`, method: 'POST' });
    const body = JSON.parse(kept!.request!.body!);
    expect(body).toEqual({ added: [{ dealId: 'kettle-1', addedAt: expect.any(Number), deal }], removed: [] });

    // Saved already: nothing more is kept.
    await handleAlertClick(worker, notificationOf(data), 'save');
    expect(await listOutbox('wishlist')).toHaveLength(1);
  });

  it('keeps nothing for an account when no member is signed in on this device', async () => {
    await db.deals.put(toDealRow(makeDeal({ id: 'kettle-1' })));
    const { worker } = fakeWorker();
    await handleAlertClick(worker, notificationOf(data), 'save');
    expect(await db.wishlist.count()).toBe(1);
    expect(await listOutbox()).toEqual([]);
  });

  it('says so in a notification when the deal is neither cached nor reachable', async () => {
    const { worker, openWindow, showNotification } = fakeWorker();
    await handleAlertClick(worker, notificationOf(data), 'save');
    expect(await db.wishlist.count()).toBe(0);
    expect(openWindow).not.toHaveBeenCalled();
    expect(showNotification).toHaveBeenCalledWith(
      ALERT_SAVE_FAILED.title,
      expect.objectContaining({ body: ALERT_SAVE_FAILED.body }),
    );
  });

  it('leaves notifications that are not alerts alone', async () => {
    const { worker, openWindow } = fakeWorker();
    const notification = notificationOf({ something: 'else' });
    await handleAlertClick(worker, notification, '');
    expect(openWindow).not.toHaveBeenCalled();
    expect(notification.close).not.toHaveBeenCalled();
  });
});
