// Watching a product in Chromium against the production build: a member pastes a stub shop's product link on
// /watch, sees what the site read (the product and its price), watches it and finds it on /account/watches
// with its price; pauses it, which the server keeps; opens /watch from the header's "Watch this product"
// field; a visitor on /watch is asked to sign in. Its own server (mail through a real SMTP server, so the
// member confirms their address as people do), with the stub shop on loopback named in
// LINK_CHECK_ALLOW_HOSTS, the one allow-list for addresses that are not public.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type StubShop, startStubShop } from '../../server/test-support/stub-shop';
import { WATCH_PAGES } from '../../src/shared/watch/watch';
import { WATCH_TEXTS } from '../../src/shared/watch/watch-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const MEMBER = { name: 'Wanda Watcher', email: 'wanda@example.com' };
/** The stub shop's own loopback address, so its pacing shares nothing with other specs' shops. */
const SHOP_HOST = '127.0.0.7';
/** The stub shop's kettle: schema.org Product, 24.99 with no currency stated, in stock. */
const KETTLE = { path: '/product/kettle', name: 'Kettle', price: '24.99' };

let smtp: SmtpCatcher;
let shop: StubShop;
let server: AppServer;
let dataDir: string;
let context: BrowserContext;
let member: Page;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** An operator command, handed to the running server (it holds the PGlite directory). */
async function operatorCommand(command: 'deals', ...args: string[]): Promise<string> {
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `server/cli/${command}.ts`, ...args],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  ).catch((error: { code: number; stdout: string; stderr: string }) => error);
  expect('code' in run ? run.code : 0, run.stderr).toBe(0);
  return run.stdout;
}

const kettleLink = () => `${shop.origin(SHOP_HOST)}${KETTLE.path}`;
/** The watch's card on /account/watches: a list item named by its product. */
const watchCard = (page: Page) => page.getByRole('listitem', { name: KETTLE.name });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(await freePort());
  shop = await startStubShop({ hosts: [SHOP_HOST] });
  dataDir = makeTempDir('watches-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RareFinds <hello@localhost>',
      LINK_CHECK_ALLOW_HOSTS: SHOP_HOST,
    },
  });
  ({ context, page: member } = await signedIn(browser, { server, smtp }, MEMBER, WATCH_PAGES.watch));
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await shop?.close();
  await smtp?.close();
  if (dataDir) removeDir(dataDir);
});

test('a member pastes a shop’s product link, sees the product and its price, and watches it', async () => {
  await member.goto(WATCH_PAGES.watch);
  await expect(member.getByRole('heading', { level: 1, name: WATCH_TEXTS.pageTitle })).toBeVisible();
  await member.getByLabel(WATCH_TEXTS.linkLabel).fill(kettleLink());
  await member.getByRole('button', { name: WATCH_TEXTS.readButton }).click();

  const read = member.getByRole('form', { name: WATCH_TEXTS.readHeading });
  await expect(read.getByRole('heading', { name: KETTLE.name })).toBeVisible();
  await expect(read.getByText(KETTLE.price, { exact: true })).toBeVisible();
  await expect(read.getByText(WATCH_TEXTS.inStock, { exact: true })).toBeVisible();
  await expect(read.getByRole('checkbox', { name: WATCH_TEXTS.anyDrop })).toBeChecked();
  await expectAccessible(member);

  await read.getByLabel(WATCH_TEXTS.targetPrice).fill('20');
  await read.getByRole('button', { name: WATCH_TEXTS.watchButton }).click();

  await expect(member).toHaveURL(WATCH_PAGES.account);
  await expect(member.getByText(WATCH_TEXTS.watching)).toBeVisible();
  const card = watchCard(member);
  await expect(card.getByText(KETTLE.price, { exact: true })).toBeVisible();
  await expect(card.getByText(WATCH_TEXTS.inStock, { exact: true })).toBeVisible();
  await expect(card.getByText(WATCH_TEXTS.targetRule('20.00'))).toBeVisible();
  await expect(card.getByRole('link', { name: WATCH_TEXTS.openInShop })).toHaveAttribute(
    'href',
    kettleLink(),
  );
  // The shop was read by the watch reader, which says who it is.
  expect(shop.requests.some((request) => request.userAgent?.startsWith('RareFindsWatch/'))).toBe(true);
});

test('a member pauses a watch, and the server keeps it paused', async () => {
  await member.goto(WATCH_PAGES.account);
  const card = watchCard(member);
  await card.getByRole('button', { name: WATCH_TEXTS.pause }).click();
  await expect(card.getByRole('button', { name: WATCH_TEXTS.resume })).toBeVisible();
  await expect(card.getByText(WATCH_TEXTS.paused, { exact: true })).toBeVisible();
  await expect(member.getByText(WATCH_TEXTS.saved)).toBeVisible();

  await member.reload();
  await expect(watchCard(member).getByRole('button', { name: WATCH_TEXTS.resume })).toBeVisible();
  await expectAccessible(member);
  const answer = await member.request.get('/api/watches');
  expect(((await answer.json()) as { watches: { paused: boolean }[] }).watches.map((w) => w.paused)).toEqual([
    true,
  ]);
});

test('a deal that links to the watched product says how many members watch it', async () => {
  const file = join(dataDir, 'watched-deal.json');
  writeFileSync(
    file,
    JSON.stringify([
      {
        id: 'watched-kettle',
        title: 'Stub shop kettle, now a deal',
        description: 'The kettle members watch, listed as a deal.',
        store: 'Stub Shop',
        currentPrice: 19.99,
        originalPrice: 24.99,
        affiliateUrl: kettleLink(),
        category: 'home-garden',
      },
    ]),
  );
  await operatorCommand('deals', 'import', file);
  await member.goto('/deal/watched-kettle');
  await expect(member.getByRole('heading', { level: 1, name: 'Stub shop kettle, now a deal' })).toBeVisible();
  await expect(member.getByText(WATCH_TEXTS.watchersLine(1))).toBeVisible();
});

test('the account page links to the watches, and the header’s field opens /watch with the link read', async () => {
  await member.goto('/account');
  await member.getByRole('link', { name: WATCH_TEXTS.manage }).click();
  await expect(member).toHaveURL(WATCH_PAGES.account);
  await member.getByRole('link', { name: WATCH_TEXTS.addOne }).click();
  await expect(member).toHaveURL(WATCH_PAGES.watch);

  await member.getByRole('button', { name: MEMBER.name }).click();
  await member.getByLabel(WATCH_TEXTS.headerField).fill(kettleLink());
  await member.getByRole('button', { name: WATCH_TEXTS.headerButton, exact: true }).click();
  await expect(member).toHaveURL(`${WATCH_PAGES.watch}?url=${encodeURIComponent(kettleLink())}`);
  await expect(member.getByLabel(WATCH_TEXTS.linkLabel)).toHaveValue(kettleLink());
  await expect(
    member.getByRole('form', { name: WATCH_TEXTS.readHeading }).getByRole('heading', { name: KETTLE.name }),
  ).toBeVisible();
});

test('the header’s field works without script: a plain GET to /watch', async ({ browser }) => {
  const noScript = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  await noScript.addCookies(await context.cookies());
  const page = await noScript.newPage();
  await page.goto('/about');
  await page.getByRole('button', { name: MEMBER.name }).click();
  await page.getByLabel(WATCH_TEXTS.headerField).fill(kettleLink());
  await page.getByRole('button', { name: WATCH_TEXTS.headerButton, exact: true }).click();
  await expect(page).toHaveURL(`${WATCH_PAGES.watch}?url=${encodeURIComponent(kettleLink())}`);
  // The server drew the page with the link in its field.
  await expect(page.getByLabel(WATCH_TEXTS.linkLabel)).toHaveValue(kettleLink());
  await noScript.close();
});

test('a visitor on /watch is asked to sign in, and comes back to the link', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: server.origin });
  const page = await visitor.newPage();
  const link = `${WATCH_PAGES.watch}?url=${encodeURIComponent(kettleLink())}`;
  await page.goto(link);
  await expect(page.getByText(WATCH_TEXTS.signInToWatch)).toBeVisible();
  await expect(page.getByRole('link', { name: WATCH_TEXTS.signIn })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(link)}`,
  );
  await expect(page.getByLabel(WATCH_TEXTS.linkLabel)).toHaveCount(0);
  await visitor.close();
});
