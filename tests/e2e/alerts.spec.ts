/// <reference path="../../server/test-support/http-ece.d.ts" />
// Deal alerts from end to end in Chromium against the production build and our own server with its job
// workers: a member adds an alert at /account/alerts with e-mail and notifications on (the device's push
// subscription is one the test made, on the local HTTPS push-service stub, as headless Chromium reaches no
// push service); the operator imports a matching deal; the alert mail arrives with its one-click
// unsubscribe headers, the stub receives and decrypts the push naming the deal, and that same payload,
// delivered to the page's service worker, shows the deal's notification. The member unsubscribes through
// the mail's link; the next matching deal is pushed but not mailed (the stored delivery says so).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { type PushServiceStub, startPushServiceStub } from '../../server/test-support/push-service-stub';
import { ADMIN_DEALS_API } from '../../src/shared/admin-deals';
import { ALERT_FIELD_LABELS, ALERTS_PAGE_TEXTS, UNSUBSCRIBE_TEXTS } from '../../src/shared/alert-texts';
import { ALERT_API, type PushSubscriptionJson } from '../../src/shared/alerts';
import { PAGES } from '../../src/shared/pages';
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
 * then registers it with the server as it would a real one.
 */
async function subscribeWith(context: BrowserContext, subscription: PushSubscriptionJson) {
  await context.addInitScript((json) => {
    let held: PushSubscription | null = null;
    const make = (options: PushSubscriptionOptionsInit) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options.applicationServerKey },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          held = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options) {
      held = make(options ?? {});
      return held;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return held;
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

/** The stored deliveries of `dealIds`, read from the server's database once the server has stopped. */
async function storedDeliveries(dealIds: string[]) {
  const client = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    const { rows } = await client.query<{ deal_id: string; status: string; mailed: boolean }>(
      'select deal_id, status, mailed from alert_deliveries where deal_id = any($1) order by deal_id',
      [dealIds],
    );
    return rows;
  } finally {
    await client.close();
  }
}

test('an imported deal is mailed and pushed to a member; after unsubscribing from the mail only pushed', async ({
  browser,
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

  // The member adds an alert for espresso, by e-mail and as notifications on this device.
  await page.goto(PAGES.accountAlerts.path);
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: ALERTS_PAGE_TEXTS.add }).click();
  await page.getByLabel(ALERT_FIELD_LABELS.keywords).fill('espresso');
  await expect(page.getByRole('checkbox', { name: ALERT_FIELD_LABELS.email })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push })).toBeChecked();
  await page.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }).click();
  await expect(page.getByText(ALERTS_PAGE_TEXTS.saved)).toBeVisible();
  const { rules } = (await (await member.request.get(ALERT_API.rules)).json()) as {
    rules: { keywords: string[]; email: boolean; push: boolean }[];
  };
  expect(rules).toEqual([expect.objectContaining({ keywords: ['espresso'], email: true, push: true })]);

  // The operator imports a matching deal (and one that matches nothing).
  const first = dealFor('alerts-espresso-machine', 'Espresso machine with milk frother', 189);
  const unrelated = dealFor('alerts-pepper-grinder', 'Pepper grinder', 15);
  await importDeals(operator, [
    first,
    { ...unrelated, description: 'A grinder for the pepper, for the test.' },
  ]);

  const mail = await smtp.waitFor(MEMBER.email, new RegExp(`^Deal alert: ${first.title}$`), 30_000);
  expect(mail.headers['list-unsubscribe']).toMatch(
    new RegExp(`^<${origin}${ALERT_API.unsubscribe}\\?token=[^>]+>$`),
  );
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

  // The member opens the mail's unsubscribe page and confirms.
  const unsubscribePage = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(unsubscribePage?.startsWith(`${origin}${PAGES.unsubscribe.path}?token=`)).toBe(true);
  await page.goto(unsubscribePage!);
  await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }).click();
  await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBE_TEXTS.done);

  // The next matching deal still reaches the device; its send job, once done, recorded no mail.
  const second = dealFor('alerts-espresso-cups', 'Espresso cups, a set of four', 20);
  await importDeals(operator, [second]);
  const pushes = await stub.waitFor(DEVICE, 2, 30_000);
  expect(pushes[1]!.payload).toMatchObject({ dealId: second.id, title: second.title });
  // A stopped server has finished the jobs it had in hand: what it stored is final.
  await member.close();
  await operator.close();
  await server!.stop();
  server = undefined;
  expect(await storedDeliveries([first.id, second.id])).toEqual([
    { deal_id: second.id, status: 'sent', mailed: false },
    { deal_id: first.id, status: 'sent', mailed: true },
  ]);
  expect(smtp.mails.filter((each) => each.subject.startsWith('Deal alert'))).toHaveLength(1);
  expect(stub.refused).toEqual([]);
});
