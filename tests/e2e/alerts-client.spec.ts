// Deal alerts in Chromium against the production build, with the alert API's answers faked where the
// server side is not part of this test: a pushed alert becomes a notification shown by the service worker
// (delivered through CDP, as headless Chromium has no push service), one per deal, that leads to the deal
// even offline, and opening the app takes the unseen count; the Subscribe dialog for a visitor, and the
// /unsubscribe page of the alert mails, with axe at phone and laptop widths.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { SUBSCRIBE_TEXTS } from '../../src/shared/account/account-texts';
import { MEMBER_NOTE_COOKIE } from '../../src/shared/account/page-member';
import {
  ALERT_ACTION_TITLES,
  ALERT_FIELD_LABELS,
  ALERT_FORM_ERRORS,
  ALERTS_PAGE_TEXTS,
  PUSH_REFUSED_TEXTS,
  UNSUBSCRIBE_TEXTS,
  VISITOR_ALERT_TEXTS,
} from '../../src/shared/alerts/alert-texts';
import { ALERT_ACTIONS, ALERT_API, type AlertPayload, alertTag } from '../../src/shared/alerts/alerts';
import { CATEGORIES } from '../../src/shared/deal/categories';
import { PAGES } from '../../src/shared/site/pages';
import { whenTransitionsEnd } from './support/axe';
import { waitForServiceWorkerControl } from './support/pwa-browser';
import { serverDeals, waitForDealCache } from './support/shopper';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Every axe violation, of any impact, within `include` (the whole page without it). */
async function expectNoViolations(page: Page, include?: string) {
  await whenTransitionsEnd(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(found, page.url()).toEqual([]);
}

/** The id CDP knows the page's service worker registration by (ServiceWorker.enable reports it). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the service worker shows now, as the page's registration lists them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
      actions: (notification as Notification & { actions: { title: string }[] }).actions.map(
        (action) => action.title,
      ),
    }));
  });

/**
 * How long a check of the shown notifications waits for the worker: a push is handled in the worker's own
 * time (it may have to start first), well after deliverPushMessage returns.
 */
const untilShown = { timeout: 20_000, message: 'the notifications the worker shows' };

/** A setting of the app's database on this device, read straight from IndexedDB. */
const storedSetting = (page: Page, key: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('settings').objectStore('settings').get(wanted);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { value?: unknown } | undefined)?.value);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );

test('a pushed alert shows one notification per deal, and leads to the deal even offline', async ({
  page,
  context,
  baseURL,
}) => {
  // A first visit (worker installed, deals synced), four pushes and an offline visit: more steps than most.
  test.slow();
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForDealCache(page);
  const [deal, other] = await serverDeals(page);
  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  const push = (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const alertOf = (about: typeof deal, overrides: Partial<AlertPayload> = {}): AlertPayload => ({
    dealId: about!.id,
    title: about!.title,
    body: `$${about!.currentPrice} at ${about!.store}`,
    url: `${origin}/deal/${encodeURIComponent(about!.id)}`,
    tag: alertTag(about!.id),
    ...overrides,
  });

  await push(alertOf(deal, { unseen: 1 }));
  await expect
    .poll(() => shownNotifications(page), untilShown)
    .toEqual([
      {
        title: deal!.title,
        body: `$${deal!.currentPrice} at ${deal!.store}`,
        tag: alertTag(deal!.id),
        data: { url: `${origin}/deal/${encodeURIComponent(deal!.id)}`, dealId: deal!.id },
        actions: [ALERT_ACTION_TITLES.view, ALERT_ACTION_TITLES.save],
      },
    ]);

  // A second alert for the same deal replaces the first; a malformed message shows nothing; another deal
  // gets a notification of its own. Push events reach the worker in order, so the last one's notification
  // means every earlier one was handled.
  await push(alertOf(deal, { title: `Now even cheaper: ${deal!.title}`, unseen: 2 }));
  await push('{"title": "no deal id"}');
  await push(alertOf(other, { unseen: 3 }));
  const byTag = (a: { tag: string }, b: { tag: string }) => a.tag.localeCompare(b.tag);
  await expect
    .poll(
      async () => (await shownNotifications(page)).map(({ title, tag }) => ({ title, tag })).sort(byTag),
      untilShown,
    )
    .toEqual(
      [
        { title: `Now even cheaper: ${deal!.title}`, tag: alertTag(deal!.id) },
        { title: other!.title, tag: alertTag(other!.id) },
      ].sort(byTag),
    );
  // The worker notes the count once the notification is up.
  await expect
    .poll(() => storedSetting(page, 'unseenAlerts'), { timeout: 20_000, message: 'the unseen count noted' })
    .toBe(3);

  // What the click opens (sw/push-notifications.test.ts tests the click itself): the deal's page, from the
  // precached shell and the device's cache when offline. Opening the app takes the unseen count.
  const dealPage = `${origin}/deal/${encodeURIComponent(deal!.id)}`;
  await expect
    .poll(
      async () => (await shownNotifications(page)).find(({ tag }) => tag === alertTag(deal!.id))?.data,
      untilShown,
    )
    .toEqual({ url: dealPage, dealId: deal!.id });
  await context.setOffline(true);
  await page.goto(dealPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal!.title);
  await expect.poll(() => storedSetting(page, 'unseenAlerts')).toBe(0);
  await context.setOffline(false);
});

const MEMBER = { id: 'member-1', name: 'Ana Lima' };

const jsonAnswer = (body: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/**
 * A member signed in on this device, as the app knows it: the note of who is signed in, and the account the
 * server answers. Pages come from the worker's shell, so the server never draws (and so never clears the
 * note for) a visitor.
 */
async function signInOnThisDevice(page: Page) {
  await page.context().addCookies([
    {
      name: MEMBER_NOTE_COOKIE,
      value: encodeURIComponent(JSON.stringify({ ...MEMBER, persistent: true })),
      url: new URL(page.url()).origin,
    },
  ]);
  await page.route('**/api/account', (route) =>
    route.fulfill(
      jsonAnswer({
        member: {
          ...MEMBER,
          email: 'ana@example.com',
          emailVerified: true,
          role: 'member',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        hasPassword: true,
        sessions: [],
        passkeys: [],
        submissions: [],
      }),
    ),
  );
}

/** The deal this device's cache holds under `id`, read straight from IndexedDB; null when it holds none. */
const cachedDeal = (page: Page, id: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<{ title: string } | null>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('deals').objectStore('deals').get(wanted);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { title: string } | undefined) ?? null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    id,
  );

/** Forgets a deal on this device, as if it had been imported after the device's last sync. */
const forgetCachedDeal = (page: Page, id: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('deals', 'readwrite');
          transaction.objectStore('deals').delete(wanted);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    id,
  );

/**
 * Clicks a notification the worker shows (or one of its actions). Headless Chromium draws no notification
 * to click, so the worker is handed the click event the browser would fire; as for any event a script makes,
 * the browser then lets the worker move a window of the app but not open or focus one.
 */
async function clickNotification(context: BrowserContext, tag: string, action = '') {
  const [worker] = context.serviceWorkers();
  expect(worker, 'the app’s service worker').toBeDefined();
  await worker!.evaluate(
    async ({ tag, action }) => {
      interface WorkerScope {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      }
      const scope = globalThis as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification is shown with the tag ${tag}`);
      const NotificationEventOfWorker = (
        globalThis as unknown as {
          NotificationEvent: new (
            type: string,
            init: { notification: Notification; action: string },
          ) => Event;
        }
      ).NotificationEvent;
      // The handler's waitUntil refuses a script-made event (the handler's work is already under way).
      try {
        scope.dispatchEvent(new NotificationEventOfWorker('notificationclick', { notification, action }));
      } catch {}
    },
    { tag, action },
  );
}

test('a pushed alert for a deal not yet on this device opens the deal and saves it offline', async ({
  page,
  context,
  baseURL,
}) => {
  // A first visit, a push, two offline clicks and the sync that follows: more steps than most.
  test.slow();
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  // The member's account, as the server's wishlist sync keeps it (adding is a set union there too).
  const account = new Map<string, unknown>();
  // Chromium's offline emulation does not reach every request a service worker makes: a request to the
  // account made while the test is offline is held until the connection is back, as a real network would
  // not carry it before.
  let backOnline: Promise<void> = Promise.resolve();
  let reconnect = () => {};
  const goOffline = async (value: boolean) => {
    if (value) backOnline = new Promise((resolve) => (reconnect = resolve));
    else reconnect();
    await context.setOffline(value);
  };
  await context.route('**/api/wishlist/sync', async (route) => {
    await backOnline;
    const body = route.request().postDataJSON() as {
      added: { dealId: string; addedAt: number; deal: unknown }[];
    };
    for (const entry of body.added) if (!account.has(entry.dealId)) account.set(entry.dealId, entry);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: [...account.values()], rejected: 0 }),
    });
  });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForDealCache(page);
  await signInOnThisDevice(page);
  const [, , deal] = await serverDeals(page);
  await forgetCachedDeal(page, deal!.id);
  expect(await cachedDeal(page, deal!.id)).toBeNull();

  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: JSON.stringify({
      dealId: deal!.id,
      title: `New: ${deal!.title}`,
      body: `$${deal!.currentPrice} at ${deal!.store}`,
      url: `${origin}/deal/${encodeURIComponent(deal!.id)}`,
      tag: alertTag(deal!.id),
    } satisfies AlertPayload),
  });
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ tag }) => tag), untilShown)
    .toContain(alertTag(deal!.id));
  // The worker stores the alerted deal on the device as the alert arrives.
  await expect
    .poll(async () => (await cachedDeal(page, deal!.id))?.title, { timeout: 20_000 })
    .toBe(deal!.title);

  await goOffline(true);
  await clickNotification(context, alertTag(deal!.id));
  await expect(page).toHaveURL(`${origin}/deal/${encodeURIComponent(deal!.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal!.title);

  // Save, offline: the deal is in the wishlist at once, and reaches the account once the connection is back.
  await page.goto('/');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: JSON.stringify({
      dealId: deal!.id,
      title: deal!.title,
      body: `$${deal!.currentPrice} at ${deal!.store}`,
      url: `${origin}/deal/${encodeURIComponent(deal!.id)}`,
      tag: alertTag(deal!.id),
    } satisfies AlertPayload),
  });
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ tag }) => tag), untilShown)
    .toContain(alertTag(deal!.id));
  await clickNotification(context, alertTag(deal!.id), ALERT_ACTIONS.save);
  await page.goto(PAGES.wishlist.path);
  await expect(page.getByRole('link', { name: deal!.title, exact: true })).toBeVisible();
  expect(account.has(deal!.id)).toBe(false);
  await goOffline(false);
  await expect
    .poll(() => account.has(deal!.id), { timeout: 20_000, message: 'the account’s copy' })
    .toBe(true);
});

test.describe('the Subscribe dialog for a visitor', () => {
  for (const [name, viewport] of [
    ['on a laptop', LAPTOP],
    ['on a phone', PHONE],
  ] as const) {
    test(`offers categories, notifications and an e-mail digest, with no axe violation, ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGES.faq.path);
      const banner = page.getByRole('banner');
      if (viewport === PHONE) await banner.getByRole('button', { name: 'Menu' }).click();
      await banner.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
      await expect(dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.save })).toBeEnabled();
      await expect(dialog.getByRole('checkbox')).toHaveCount(CATEGORIES.length + 2);
      await dialog.getByRole('checkbox', { name: 'Books' }).check();
      await dialog.getByRole('checkbox', { name: VISITOR_ALERT_TEXTS.emailDigest }).check();
      await dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.save }).click();
      // An empty address is refused beside the field before anything is sent.
      const address = dialog.getByLabel(VISITOR_ALERT_TEXTS.emailAddress);
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push })).toBeVisible();
      await expectNoViolations(page, 'dialog');
    });
  }
});

test.describe('the Subscribe dialog for a visitor in a browser that blocks notifications', () => {
  // The page sends the digest itself, so the faked answer is the one it meets.
  test.use({ serviceWorkers: 'block' });

  test('sends the e-mail digest, keeps notifications chosen and says how to allow them', async ({ page }) => {
    // The browser's question is closed when the box is ticked, and answered "Block" at Save: from then on
    // the site's notifications are blocked, as the browser's settings say.
    await page.addInitScript(() => {
      let asked = 0;
      let blocked = false;
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => (blocked ? 'denied' : 'default'),
      });
      Notification.requestPermission = async () => {
        asked += 1;
        if (asked > 1) blocked = true;
        return blocked ? 'denied' : 'default';
      };
    });
    const digests: unknown[] = [];
    await page.route(`**${ALERT_API.emailSubscriptions}`, async (route) => {
      digests.push(route.request().postDataJSON());
      await route.fulfill({ status: 202, contentType: 'application/json', body: '{}' });
    });
    await page.goto(PAGES.faq.path);
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
    await expect(dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.save })).toBeEnabled();
    await dialog.getByRole('checkbox', { name: 'Books' }).check();
    const push = dialog.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push });
    await push.check();
    await dialog.getByRole('checkbox', { name: VISITOR_ALERT_TEXTS.emailDigest }).check();
    await dialog.getByLabel(VISITOR_ALERT_TEXTS.emailAddress).fill('reader@example.com');
    await dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.save }).click();

    await expect(
      dialog.getByRole('alert').filter({ hasText: PUSH_REFUSED_TEXTS.visitor.blocked }),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(
      VISITOR_ALERT_TEXTS.checkInbox('reader@example.com'),
    );
    expect(digests).toEqual([{ email: 'reader@example.com', categories: ['books'] }]);
    expect(await storedSetting(page, 'subscribedCategories')).toEqual(['books']);
    await expect(push).toBeChecked();
    await expect(dialog.getByLabel(VISITOR_ALERT_TEXTS.emailAddress)).toHaveValue('reader@example.com');
    await expectNoViolations(page, 'dialog');
  });
});

test.describe('/unsubscribe, with the API answer faked', () => {
  // The page sends by itself, so the faked answer is the one it meets.
  test.use({ serviceWorkers: 'block' });

  test('unsubscribes with one click and says so; a link that does not work says so', async ({ page }) => {
    const sent: { url: string; body: string | null; type: string | undefined; key: string | undefined }[] =
      [];
    await page.route(`**${ALERT_API.unsubscribe}?**`, async (route) => {
      const request = route.request();
      const headers = await request.allHeaders();
      sent.push({
        url: request.url(),
        body: request.postData(),
        type: headers['content-type'],
        key: headers['idempotency-key'],
      });
      const good = new URL(request.url()).searchParams.get('token') === 'good-token';
      await route.fulfill({
        status: good ? 200 : 404,
        contentType: 'application/json',
        body: JSON.stringify(good ? {} : { statusCode: 404, message: 'This link is unknown.' }),
      });
    });

    await page.goto(`${PAGES.unsubscribe.path}?token=good-token`);
    await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }).click();
    await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBE_TEXTS.done);
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/alerts\/unsubscribe\?token=good-token$/),
        body: 'List-Unsubscribe=One-Click',
        type: 'application/x-www-form-urlencoded',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);

    await page.goto(`${PAGES.unsubscribe.path}?token=spent-token`);
    await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }).click();
    await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBE_TEXTS.badToken);
    await expect(page.getByRole('link', { name: UNSUBSCRIBE_TEXTS.home })).toHaveAttribute('href', '/');
  });

  for (const [name, viewport] of [
    ['on a laptop', LAPTOP],
    ['on a phone', PHONE],
  ] as const) {
    test(`has no axe violation ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${PAGES.unsubscribe.path}?token=any`);
      await expect(page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});

test.describe('/account/alerts for a member, with the API answers faked', () => {
  // The member is only noted on this device, with no session on the server, which would draw the page for a
  // visitor and clear the note (a sign-in that ended). So the page is opened as the app's shell, as the service
  // worker opens it offline, and without a worker, so that the shell below is the one the page meets.
  test.use({ serviceWorkers: 'block' });

  const rule = {
    id: 'rule-1',
    name: 'Kitchen bargains',
    categories: ['home-garden'],
    keywords: ['air fryer'],
    maxPrice: 80,
    minDiscount: 20,
    minTemperature: null,
    email: true,
    push: false,
    delivery: 'daily',
    quietHours: { start: '22:00', end: '07:00' },
    timeZone: 'Europe/Berlin',
    dailyCap: 5,
    paused: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  /** A member signed in on this device, with their rules as the server answers them. */
  async function signedIn(page: Page) {
    await page.goto('/');
    await signInOnThisDevice(page);
    await page.route(PAGES.accountAlerts.path, async (route) =>
      route.fulfill({ response: await page.request.get('/index.html') }),
    );
    await page.route('**/api/wishlist/sync', (route) => route.fulfill(jsonAnswer({ items: [] })));
    await page.route(`**${ALERT_API.rules}`, (route) => route.fulfill(jsonAnswer({ rules: [rule] })));
  }

  for (const [name, viewport] of [
    ['on a laptop', LAPTOP],
    ['on a phone', PHONE],
  ] as const) {
    test(`shows the rules and the rule form, its problems beside its fields, with no axe violation, ${name}`, async ({
      page,
    }) => {
      // Two axe runs over a long form.
      test.slow();
      await page.setViewportSize(viewport);
      await signedIn(page);
      await page.goto(PAGES.accountAlerts.path);
      const kitchen = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: rule.name }) });
      await expect(kitchen.getByText(ALERTS_PAGE_TEXTS.paused)).toBeVisible();
      await expect(kitchen.getByRole('button', { name: ALERTS_PAGE_TEXTS.resume })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);

      await kitchen.getByRole('button', { name: ALERTS_PAGE_TEXTS.edit }).click();
      const price = page.getByLabel(ALERT_FIELD_LABELS.maxPrice);
      await expect(price).toHaveValue('80');
      await price.fill('a lot');
      await page.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }).click();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(ALERT_FORM_ERRORS.number)).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
