/// <reference path="../../server/test-support/http-ece.d.ts" />
// Deal alerts from end to end in Chromium against the production build and our own server with its job
// workers: a member adds an alert from the header's Subscribe with e-mail and notifications on (the
// device's push subscription is one the test made, on the local HTTPS push-service stub, as headless
// Chromium reaches no push service); the operator imports a matching deal; the alert mail arrives with its
// one-click unsubscribe headers, the stub receives and decrypts the push naming the deal, and that same
// payload, delivered to the page's service worker, shows the deal's notification. The mail's one-click
// unsubscribe stops the alert mails (as its page says, the other alerts stay), so the member also turns
// this device's notifications off; the next matching deal then reaches neither (the stored delivery says
// so).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { type PushServiceStub, startPushServiceStub } from '../../server/test-support/push-service-stub';
import { SUBSCRIBE_TEXTS } from '../../src/shared/account/account-texts';
import { ALERT_FIELD_LABELS, ALERTS_PAGE_TEXTS, PUSH_TEXTS } from '../../src/shared/alerts/alert-texts';
import { ALERT_API, type PushSubscriptionJson } from '../../src/shared/alerts/alerts';
import { ADMIN_DEALS_API } from '../../src/shared/console/admin-deals';
import { PAGES } from '../../src/shared/site/pages';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { signedIn } from './support/members';
import {
  type AppServer,
  freePort,
  makeTempDir,
  removeDir,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';

const MEMBER = { name: 'Ana Lima', email: 'ana.alerts@example.com' };
const OPERATOR = { name: 'Otto Operator', email: 'otto.alerts@example.com' };
const DEVICE = 'anas-laptop';
const VISITOR_PHONE = 'visitors-phone';

let smtp: SmtpCatcher;
let stub: PushServiceStub;
let server: AppServer | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher(await freePort());
  stub = await startPushServiceStub();
  dataDir = makeTempDir('alerts-data');
  // The server's push sender trusts the stub's self-signed certificate, and sends only to the stub's host.
  const certificate = join(dataDir, 'push-stub.pem');
  writeFileSync(certificate, stub.certificate);
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir: join(dataDir, 'db'),
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RareFinds <hello@localhost>',
      OPERATOR_EMAILS: OPERATOR.email,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: certificate,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
  await smtp?.close();
  removeDir(dataDir);
});

/**
 * The page's push manager hands out `subscription` (made by the stub, whose private key decrypts what is
 * sent to it) instead of asking a push service, which headless Chromium cannot reach; the app's own code
 * then registers it with the server as it would a real one. The subscription lasts across the origin's
 * pages, as a real one does, until it is ended.
 */
async function subscribeWith(context: BrowserContext, subscription: PushSubscriptionJson) {
  await context.addInitScript((json) => {
    const KEPT = 'e2e-push-subscription-key';
    const make = (key: Uint8Array) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(KEPT);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBufferLike);
      localStorage.setItem(KEPT, JSON.stringify([...key]));
      return make(key);
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const kept = localStorage.getItem(KEPT);
      return kept ? make(new Uint8Array(JSON.parse(kept) as number[])) : null;
    };
  }, subscription);
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

/** The titles of the notifications the service worker shows now. */
const shownTitles = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => notification.title);
  });

/** A deal as the import takes it, new today. */
const dealFor = (id: string, title: string, currentPrice: number) => ({
  id,
  title,
  description: 'A well described espresso product, for the alerts test.',
  store: 'Kettle Shop',
  image: '/images/deals/sample.svg',
  currentPrice,
  originalPrice: currentPrice * 2,
  affiliateUrl: `https://shop.example/item/${id}`,
  category: 'home-garden',
  createdAt: new Date().toISOString(),
  expiryDate: null,
});

/** The operator's import of `deals` as JSON: every row imported. */
async function importDeals(operator: BrowserContext, deals: object[]) {
  const answer = await operator.request.post(ADMIN_DEALS_API.import, {
    headers: { origin: server!.origin },
    data: { format: 'json', text: JSON.stringify(deals) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The member's stored deliveries of `dealIds`, read from the server's database once the server has stopped. */
async function storedDeliveries(dealIds: string[]) {
  const client = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    const { rows } = await client.query<{ deal_id: string; status: string; mailed: boolean }>(
      "select deal_id, status, mailed from alert_deliveries where deal_id = any($1) and recipient like 'member:%' order by deal_id",
      [dealIds],
    );
    return rows;
  } finally {
    await client.close();
  }
}

/** How many writes this device keeps unsent (the outbox), read straight from IndexedDB. */
const keptWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

test('a member subscribes from the Subscribe dialog, gets a matching deal by mail and notification, and after unsubscribing gets neither', async ({
  browser,
  playwright,
}) => {
  // Two sign-ups, two imports with their jobs, a worker install and a server stop: more steps than most.
  test.setTimeout(180_000);
  const site = { server: server!, smtp };
  const origin = server!.origin;
  const { context: member, page } = await signedIn(browser, site, MEMBER);
  const { context: operator } = await signedIn(browser, site, OPERATOR, '/admin');
  const { publicKey } = (await (await member.request.get(ALERT_API.pushKey)).json()) as { publicKey: string };
  stub.expectKey(publicKey);
  await member.grantPermissions(['notifications'], { origin });
  await subscribeWith(member, stub.subscribe(DEVICE));

  // The member asks for espresso deals from the header's Subscribe, by e-mail and as notifications here.
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
  await dialog.getByLabel(ALERT_FIELD_LABELS.keywords).fill('espresso');
  await expect(dialog.getByRole('checkbox', { name: ALERT_FIELD_LABELS.email })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push })).toBeChecked();
  await dialog.getByRole('button', { name: SUBSCRIBE_TEXTS.save }).click();
  await expect(page.getByText(ALERTS_PAGE_TEXTS.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  const { rules } = (await (await member.request.get(ALERT_API.rules)).json()) as {
    rules: { keywords: string[]; email: boolean; push: boolean }[];
  };
  expect(rules).toEqual([expect.objectContaining({ keywords: ['espresso'], email: true, push: true })]);
  // The device's subscription reaches the server through the outbox.
  await expect.poll(() => keptWrites(page)).toBe(0);

  // The operator imports a matching deal (and one that matches nothing).
  const first = dealFor('alerts-espresso-machine', 'Espresso machine with milk frother', 189);
  const unrelated = dealFor('alerts-pepper-grinder', 'Pepper grinder', 15);
  await importDeals(operator, [
    first,
    { ...unrelated, description: 'A grinder for the pepper, for the test.' },
  ]);

  const mail = await smtp.waitFor(MEMBER.email, new RegExp(`^Deal alert: ${first.title}$`), 30_000);
  const oneClick = mail.headers['list-unsubscribe']?.match(/^<([^>]+)>$/)?.[1];
  expect(oneClick).toMatch(new RegExp(`^${origin}${ALERT_API.unsubscribe}\\?token=`));
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  const [push] = await stub.waitFor(DEVICE, 1, 30_000);
  expect(push!.payload).toMatchObject({ dealId: first.id, title: first.title, url: `/deal/${first.id}` });

  // That payload, delivered to this device's service worker, shows the deal's notification.
  const cdp = await member.newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, origin),
    data: JSON.stringify(push!.payload),
  });
  await expect.poll(() => shownTitles(page)).toEqual([first.title]);

  // One click in the mail client (RFC 8058: a POST with no cookie) stops the alert mails; the member also
  // turns notifications off on this device, from /account/alerts.
  const mailClient = await playwright.request.newContext();
  const unsubscribed = await mailClient.post(oneClick!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
  expect(await unsubscribed.json()).toMatchObject({ stopped: 'alert-mail' });
  await mailClient.dispose();
  await page.goto(PAGES.accountAlerts.path);
  await page.getByRole('button', { name: PUSH_TEXTS.turnOff }).click();
  await expect(page.getByText(PUSH_TEXTS.off)).toBeVisible();
  await expect.poll(() => keptWrites(page)).toBe(0);

  // A visitor's phone subscribed to the deal's category tells when the next import's alerts have gone out.
  const visitorPhone = await playwright.request.newContext();
  const phone = await visitorPhone.post(`${origin}${ALERT_API.pushSubscriptions}`, {
    headers: { origin },
    data: { subscription: stub.subscribe(VISITOR_PHONE), categories: ['home-garden'] },
  });
  expect(phone.status(), await phone.text()).toBe(201);
  await visitorPhone.dispose();

  // The next matching deal reaches neither the member's inbox nor their device.
  const second = dealFor('alerts-espresso-cups', 'Espresso cups, a set of four', 20);
  await importDeals(operator, [second]);
  // The phone may first get the pepper grinder, whose match job (matching no rule) can run after it subscribed.
  await expect
    .poll(
      () =>
        stub.received
          .filter((push) => push.device === VISITOR_PHONE)
          .map((push) => (push.payload as { dealId?: string }).dealId),
      {
        timeout: 30_000,
      },
    )
    .toContain(second.id);
  // A stopped server has finished the jobs it had in hand: what it stored is final.
  await member.close();
  await operator.close();
  await server!.stop();
  server = undefined;
  expect(await storedDeliveries([first.id, second.id])).toEqual([
    { deal_id: second.id, status: 'dropped', mailed: false },
    { deal_id: first.id, status: 'sent', mailed: true },
  ]);
  expect(await stub.waitFor(DEVICE, 1, 0)).toHaveLength(1);
  expect(smtp.mails.filter((each) => each.subject.startsWith('Deal alert'))).toHaveLength(1);
  expect(stub.refused).toEqual([]);
});
