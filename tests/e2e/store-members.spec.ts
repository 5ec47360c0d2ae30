// Members and stores in Chromium against the production build: a member follows a store (an alert rule on
// it, listed on /account/alerts) and shares a code, which waits for a moderator; the operator approves it in
// the queue and it is live on the store's page; the console's Stores section lists the store and its codes.
// Its own server (mail through a real SMTP server, so members confirm their address as people do).
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_STORES_TEXTS } from '../../src/shared/console/admin-stores-texts';
import { COUPON_QUEUE_TEXTS } from '../../src/shared/store/coupon-submission-texts';
import { FOLLOW_STORE, FOLLOWING_STORE, SHARE_CODE_TEXTS } from '../../src/shared/store/store-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const OPERATOR = { name: 'Otto Operator', email: 'otto@example.com' };
const MEMBER = { name: 'Sam Shopper', email: 'sam@example.com' };
const CODE = { code: 'WINTER5', title: '5% off winter coats' };

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let memberContext: BrowserContext;
let member: Page;
let operatorContext: BrowserContext;
let operator: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(await freePort());
  dataDir = makeTempDir('store-members-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  ({ context: memberContext, page: member } = await signedIn(browser, { server, smtp }, MEMBER));
  ({ context: operatorContext, page: operator } = await signedIn(
    browser,
    { server, smtp },
    OPERATOR,
    '/admin',
  ));
});

test.afterAll(async () => {
  await memberContext?.close();
  await operatorContext?.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

test('a member follows a store: an alert rule on it, listed with their alerts', async () => {
  await member.goto('/store/best-buy');
  await member.getByRole('button', { name: FOLLOW_STORE }).click();
  await expect(member.getByRole('status').filter({ hasText: FOLLOWING_STORE })).toBeVisible();
  await member.goto('/account/alerts');
  await expect(member.getByText('Store: Best Buy').first()).toBeVisible();
});

test('a member’s code waits for a moderator, who puts it live on the store’s page', async () => {
  await member.goto('/store/best-buy');
  await member.getByText(SHARE_CODE_TEXTS.heading).click();
  await member.getByLabel(SHARE_CODE_TEXTS.code, { exact: true }).fill(CODE.code);
  await member.getByLabel(SHARE_CODE_TEXTS.title).fill(CODE.title);
  await member.getByRole('button', { name: SHARE_CODE_TEXTS.submit }).click();
  await expect(member.getByRole('status').filter({ hasText: SHARE_CODE_TEXTS.sent })).toBeVisible();
  // Not on the page while it waits.
  const waiting = await member.request.get('/api/stores');
  expect(await waiting.text()).not.toContain(CODE.code);

  await operator.goto('/admin');
  const item = operator.getByRole('listitem', { name: `${COUPON_QUEUE_TEXTS.kind}: ${CODE.code}` });
  await expect(item.getByText(CODE.title)).toBeVisible();
  await item.getByRole('button', { name: COUPON_QUEUE_TEXTS.approve }).click();
  await expect(operator.getByText(COUPON_QUEUE_TEXTS.approved)).toBeVisible();

  await expect
    .poll(async () => (await (await member.request.get('/api/stores')).text()).includes(CODE.code), {
      timeout: 30_000,
    })
    .toBe(true);
  await member.goto('/store/best-buy');
  await expect(member.getByRole('article', { name: CODE.title })).toBeVisible();
});

test('the console’s Stores section finds the store and lists its codes', async () => {
  await operator.goto('/admin/stores');
  await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
  await operator.getByLabel(ADMIN_STORES_TEXTS.searchLabel).fill('best');
  await operator
    .getByRole('search', { name: ADMIN_STORES_TEXTS.searchLandmark })
    .getByRole('button', { name: ADMIN_STORES_TEXTS.search })
    .click();
  await operator.getByRole('button', { name: `${ADMIN_STORES_TEXTS.open}: Best Buy` }).click();
  await expect(
    operator.getByRole('heading', { name: ADMIN_STORES_TEXTS.couponsHeading('Best Buy') }),
  ).toBeVisible();
  await expect(operator.getByRole('cell', { name: CODE.code, exact: true })).toBeVisible();
});
