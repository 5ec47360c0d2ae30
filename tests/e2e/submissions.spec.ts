// Members' deals in Chromium against the production build: a visitor is asked to sign in; a member
// submits a deal that waits for review; an operator approves it at /admin and it is public on /deals; a
// link shared into the app fills the form; the same link again is refused as already listed; a deal
// submitted offline arrives once when the connection is back. Its own server (mail through a real SMTP
// server, so members confirm their address as people do) on its own ports.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNT_SUBMISSIONS_TEXTS,
  ADMIN_TEXTS,
  SUBMIT_TEXTS,
} from '../../src/shared/community/submission-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

/** Ports of this suite's own servers: E2E_PORT + 4 and + 5 (the suite's range). */
const APP_PORT = Number(process.env.E2E_PORT ?? 4317) + 4;
const SMTP_PORT = APP_PORT + 1;
const OPERATOR = { name: 'Olga Operator', email: 'olga@example.com' };
const MEMBER = { name: 'Mia Member', email: 'mia@example.com' };

const DEAL = {
  link: 'https://www.kettle-shop.example/products/glass-kettle-1700',
  title: 'Glass electric kettle with blue light 1.7 l',
  currentPrice: '24.99',
  originalPrice: '49.99',
  category: 'home-garden',
  description: 'Borosilicate glass, boils in three minutes, switches off by itself.',
};

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let memberContext: BrowserContext;
let member: Page;
let operatorContext: BrowserContext;
let operator: Page;
let approvedDealId = '';

test.describe.configure({ mode: 'serial' });

/** The description of the submission draft kept in the device's database, read straight from IndexedDB. */
function storedDraftDescription(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('drafts').objectStore('drafts').get('submission');
          read.onsuccess = () => {
            db.close();
            resolve(read.result?.fields?.description);
          };
          read.onerror = () => {
            db.close();
            resolve(undefined);
          };
        };
      }),
  );
}

async function fillDeal(page: Page, deal: typeof DEAL) {
  await page.getByLabel('Link to the deal').fill(deal.link);
  await page.getByLabel('Title').fill(deal.title);
  await page.getByLabel('Current price ($)').fill(deal.currentPrice);
  await page.getByLabel('Original price ($, optional)').fill(deal.originalPrice);
  await page.getByLabel('Category').selectOption(deal.category);
  await page.getByLabel('Description').fill(deal.description);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(SMTP_PORT);
  dataDir = makeTempDir('submissions-data');
  server = await startAppServer({
    port: APP_PORT,
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

test('a visitor is asked to sign in and comes back to /submit', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto('/submit');
  await expect(page.getByText(SUBMIT_TEXTS.signInFirst)).toBeVisible();
  await expect(page.getByRole('link', { name: SUBMIT_TEXTS.signIn })).toHaveAttribute(
    'href',
    '/login?next=%2Fsubmit',
  );
  // /admin is the server's: a visitor is sent to sign in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await context.close();
});

test('submit → queue → approve → public on /deals', async ({ browser }) => {
  test.setTimeout(120_000);
  await member.goto('/submit');
  await fillDeal(member, DEAL);
  // The store follows the link's host.
  await expect(member.getByLabel('Store')).toHaveValue('kettle-shop.example');
  await expectAccessible(member);
  await member.getByRole('button', { name: 'Submit deal' }).click();
  await expect(member.getByRole('status').filter({ hasText: SUBMIT_TEXTS.received })).toBeVisible();
  await expect(member.getByText(SUBMIT_TEXTS.received)).toHaveText(
    'Thanks! Our team reviews every submission within 24 hours.',
  );
  // The form is empty again, and the draft gone.
  await expect(member.getByLabel('Title')).toHaveValue('');

  await member.goto('/account');
  const mine = member.getByRole('region', { name: ACCOUNT_SUBMISSIONS_TEXTS.heading });
  await expect(mine.getByText(DEAL.title)).toBeVisible();
  await expect(mine.getByText('Waiting for review')).toBeVisible();

  // Not public while it waits.
  const before = await member.request.get('/api/deals?q=borosilicate');
  expect(await before.text()).not.toContain(DEAL.title);

  // A plain member may not moderate.
  const refused = await member.goto('/admin');
  expect(refused?.status()).toBe(403);
  await expect(member.getByText(ADMIN_TEXTS.forbidden)).toBeVisible();

  await operator.goto('/admin');
  const item = operator.getByRole('listitem').filter({ hasText: DEAL.title });
  await expect(item).toBeVisible();
  await expect(item.getByText(/Waiting less than an hour/)).toBeVisible();
  await expectAccessible(operator);
  await item.getByRole('button', { name: ADMIN_TEXTS.approve }).click();
  await expect(operator.getByRole('status').filter({ hasText: ADMIN_TEXTS.approved })).toBeVisible();
  await expect(operator.getByText(ADMIN_TEXTS.empty)).toBeVisible();

  // Anyone now finds it on /deals (newest first) and on its own page.
  const visitor = await browser.newContext({ baseURL: server.origin });
  const page = await visitor.newPage();
  await page.goto('/deals');
  const card = page.getByRole('link', { name: DEAL.title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: DEAL.title })).toBeVisible();
  approvedDealId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await visitor.close();

  await member.goto('/account');
  await expect(mine.getByText('Live')).toBeVisible();
  await expect(mine.getByRole('link', { name: ACCOUNT_SUBMISSIONS_TEXTS.viewDeal })).toHaveAttribute(
    'href',
    `/deal/${approvedDealId}`,
  );
});

test('the same link again, with tracking added, is refused as already listed', async () => {
  expect(approvedDealId).not.toBe('');
  await member.goto('/submit');
  await member
    .getByLabel('Link to the deal')
    .fill(`${DEAL.link.replace('www.', 'WWW.')}?utm_source=newsletter&gclid=abc#reviews`);
  await member.getByLabel('Title').click();
  const refusal = member.getByRole('alert').filter({ hasText: SUBMIT_TEXTS.alreadyListed });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: new RegExp(SUBMIT_TEXTS.seeListed) })).toHaveAttribute(
    'href',
    `/deal/${approvedDealId}`,
  );
  await expect(member.getByRole('button', { name: 'Submit deal' })).toBeDisabled();
  // The server refuses it too, whatever the page does.
  const answer = await member.request.post('/api/submissions', {
    headers: { origin: server.origin },
    data: { ...DEAL, link: `${DEAL.link}?ref=home`, store: 'kettle-shop.example' },
  });
  expect(answer.status()).toBe(409);
  expect((await answer.json()).message).toBe(SUBMIT_TEXTS.alreadyListed);

  // Another link of the same store with a similar title: a hint, not a refusal.
  await member
    .getByLabel('Link to the deal')
    .fill('https://www.kettle-shop.example/products/glass-kettle-1700-black');
  await member.getByLabel('Title').fill('Glass electric kettle with blue light 1.7 litre, black');
  await member.getByLabel('Current price ($)').click();
  const hint = member.getByRole('region', { name: SUBMIT_TEXTS.possibleDuplicates });
  await expect(hint.getByRole('link', { name: DEAL.title })).toHaveAttribute(
    'href',
    `/deal/${approvedDealId}`,
  );
  await expect(member.getByRole('button', { name: 'Submit deal' })).toBeEnabled();
  await member.getByLabel('Link to the deal').fill('');
  await member.getByLabel('Title').fill('');
});

test('a link shared into the app fills the form', async () => {
  const shared = new URLSearchParams({
    title: 'Cordless drill half price',
    text: 'Look at this https://www.tools.example/drill-18v?utm_campaign=share',
  });
  await member.goto(`/submit?${shared}`);
  await expect(member.getByLabel('Link to the deal')).toHaveValue(
    'https://www.tools.example/drill-18v?utm_campaign=share',
  );
  await expect(member.getByLabel('Title')).toHaveValue('Cordless drill half price');
  await expect(member.getByLabel('Store')).toHaveValue('tools.example');
  await expect(member.getByLabel('Description')).toHaveValue('Look at this');
  // The manifest sends shares here.
  const manifest = await (await member.request.get('/manifest.webmanifest')).json();
  expect(manifest.share_target).toEqual({
    action: '/submit',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { url: 'url', title: 'title', text: 'text' },
  });
});

test('a draft survives a reload, and a deal submitted offline arrives once when back online', async () => {
  test.setTimeout(90_000);
  const offlineDeal = {
    ...DEAL,
    link: 'https://garden.example/hose-reel-30m',
    title: 'Hose reel with 30 m hose',
    category: 'home-garden',
    description: 'Wall-mounted reel, kink-free hose, brass fittings.',
  };
  await member.goto('/submit');
  await fillDeal(member, offlineDeal);
  // Each change is written to the device as it is typed; a reload comes once the last one is stored.
  await expect.poll(() => storedDraftDescription(member)).toBe(offlineDeal.description);
  await member.reload();
  await expect(member.getByLabel('Title')).toHaveValue(offlineDeal.title);
  await expect(member.getByLabel('Description')).toHaveValue(offlineDeal.description);

  await memberContext.setOffline(true);
  await member.getByRole('button', { name: 'Submit deal' }).click();
  await expect(member.getByRole('status').filter({ hasText: SUBMIT_TEXTS.queuedOffline })).toBeVisible();
  await expect(member.getByText(SUBMIT_TEXTS.pending)).toBeVisible();

  await memberContext.setOffline(false);
  await expect(member.getByRole('status').filter({ hasText: SUBMIT_TEXTS.received })).toBeVisible();
  await expect(member.getByText(SUBMIT_TEXTS.pending)).toBeHidden();
  // Another online signal finds nothing left to send.
  await member.evaluate(() => window.dispatchEvent(new Event('online')));

  await member.goto('/account');
  const mine = member.getByRole('region', { name: ACCOUNT_SUBMISSIONS_TEXTS.heading });
  await expect(mine.getByText(offlineDeal.title)).toHaveCount(1);
});

test('a rejection reaches the member with its reason', async () => {
  await operator.goto('/admin');
  const item = operator.getByRole('listitem').filter({ hasText: 'Hose reel with 30 m hose' });
  await item.getByRole('button', { name: ADMIN_TEXTS.reject }).click();
  await item.getByLabel(ADMIN_TEXTS.rejectReason).fill('The same price is everywhere: not a deal.');
  await item.getByRole('button', { name: ADMIN_TEXTS.confirmReject }).click();
  await expect(operator.getByRole('status').filter({ hasText: ADMIN_TEXTS.rejected })).toBeVisible();
  await expect(operator.getByText(ADMIN_TEXTS.empty)).toBeVisible();

  await member.goto('/account');
  const mine = member.getByRole('region', { name: ACCOUNT_SUBMISSIONS_TEXTS.heading });
  const rejected = mine.getByRole('listitem').filter({ hasText: 'Hose reel with 30 m hose' });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('Reason: The same price is everywhere: not a deal.')).toBeVisible();
});
