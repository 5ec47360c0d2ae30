// Link checks in Chromium against the production build: `npm run deals -- check-links`, handed to the running
// server, checks every live deal's link against a stub shop on loopback addresses (named in
// LINK_CHECK_ALLOW_HOSTS); each failed link is an item in the moderator's Reports section with its reason; the
// moderator says one link works and ends another deal; the next round's second failure ends a deal by itself,
// which then leaves the list. Axe finds nothing on the section. Its own server (mail through a real SMTP
// server, a moderator made by `npm run users`) on a free port.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type StubShop, startStubShop } from '../../server/test-support/stub-shop';
import { ADMIN_SECTIONS } from '../../src/shared/console/admin-sections';
import type { Deal } from '../../src/shared/deal/deal';
import { LINK_FAILURE_TEXTS as T } from '../../src/shared/price-history/link-checks-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const MODERATOR = { name: 'Lena Links', email: 'lena.links@example.com' };
/** One shop per deal, each on its own loopback address, so the shops' one-request-a-second rule costs little. */
const HOSTS = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
const DEALS = [
  { id: 'lc-kettle', title: 'Copper kettle that works', path: '/product/kettle' },
  { id: 'lc-gone', title: 'Walnut tray that is gone', path: '/product/gone' },
  { id: 'lc-moved', title: 'Linen throw sent home', path: '/product/moved' },
  { id: 'lc-toaster', title: 'Steel toaster sold out', path: '/product/toaster' },
] as const;

let smtp: SmtpCatcher;
let shop: StubShop;
let server: AppServer;
let dataDir: string;
let context: BrowserContext;
let moderator: Page;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const linkOf = (index: number) => `${shop.origin(HOSTS[index])}${DEALS[index]!.path}`;

/**
 * An operator command, handed to the running server (it holds the PGlite directory). Run without blocking:
 * the stub shop answers from this process meanwhile.
 */
async function operatorCommand(command: 'deals' | 'users', ...args: string[]): Promise<string> {
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `server/cli/${command}.ts`, ...args],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  ).catch((error: { code: number; stdout: string; stderr: string }) => error);
  expect('code' in run ? run.code : 0, run.stderr).toBe(0);
  return run.stdout;
}

const item = (title: string) => moderator.getByRole('listitem').filter({ hasText: title });
const liveIds = async () =>
  ((await (await moderator.request.get('/api/deals?limit=500')).json()) as Deal[]).map((deal) => deal.id);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(0);
  shop = await startStubShop({ hosts: HOSTS });
  dataDir = makeTempDir('link-checks-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RareFinds <hello@localhost>',
      LINK_CHECK_ALLOW_HOSTS: HOSTS.join(','),
    },
  });
  const file = join(dataDir, 'link-check-deals.json');
  writeFileSync(
    file,
    JSON.stringify(
      DEALS.map((deal, index) => ({
        id: deal.id,
        title: deal.title,
        description: `${deal.title}, for the link check tests.`,
        store: 'Stub Shop',
        currentPrice: 30,
        originalPrice: 60,
        affiliateUrl: linkOf(index),
        category: 'home-garden',
      })),
    ),
  );
  await operatorCommand('deals', 'import', file);
  ({ context, page: moderator } = await signedIn(browser, { server, smtp }, MODERATOR, '/account'));
  await operatorCommand('users', 'role', MODERATOR.email, 'moderator');
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await shop?.close();
  await smtp?.close();
  if (dataDir) removeDir(dataDir);
});

test('a round of checks puts each failed link in Reports with its reason', async () => {
  const printed = await operatorCommand('deals', 'check-links');
  expect(printed).toContain(`failed\tlc-gone\t404 Not Found\t${linkOf(1)}\n`);
  expect(printed).toContain(`failed\tlc-moved\tredirected to the shop's home page\t${linkOf(2)}\n`);
  expect(printed).toContain(`failed\tlc-toaster\tout of stock\t${linkOf(3)}\n`);
  expect(printed).not.toContain('lc-kettle');
  // The sample deals' shops are not reachable from here: inconclusive, they change nothing.
  expect(printed).toMatch(/^Checked \d+ links: 1 ok, 3 failed, \d+ inconclusive; 0 deals ended\.$/m);

  await moderator.goto(ADMIN_SECTIONS.reports.path);
  await expect(moderator.getByRole('heading', { name: T.heading })).toBeVisible();
  await expect(item(DEALS[1].title)).toContainText(`${T.label} · 404 Not Found`);
  await expect(item(DEALS[2].title)).toContainText("redirected to the shop's home page");
  await expect(item(DEALS[2].title)).toContainText(`${T.redirectedTo} ${shop.origin(HOSTS[2])}/`);
  await expect(item(DEALS[3].title)).toContainText('out of stock');
  await expect(item(DEALS[0].title)).toHaveCount(0);
  await expectAccessible(moderator);
});

test('the moderator says one link works and ends another deal; a second failure ends a third by itself', async () => {
  await moderator.goto(ADMIN_SECTIONS.reports.path);
  await item(DEALS[2].title).getByRole('button', { name: T.works }).click();
  await expect(item(DEALS[2].title)).toHaveCount(0);
  await item(DEALS[3].title).getByRole('button', { name: T.expire }).click();
  await expect(item(DEALS[3].title)).toHaveCount(0);
  expect(await liveIds()).not.toContain('lc-toaster');

  const printed = await operatorCommand('deals', 'check-links');
  expect(printed).toContain(`failed\tlc-gone\t404 Not Found\t${linkOf(1)}\tdeal ended\n`);
  // The moderator said this one works: its new failure starts a new run and ends nothing.
  expect(printed).toContain(`failed\tlc-moved\tredirected to the shop's home page\t${linkOf(2)}\n`);
  expect(printed).toMatch(/; 1 deal ended\.$/m);

  await moderator.reload();
  await expect(item(DEALS[1].title)).toContainText(T.dealEnded);
  await expect(item(DEALS[1].title)).toContainText(T.failures(2));
  await expect(item(DEALS[1].title).getByRole('button', { name: T.expire })).toHaveCount(0);
  await expect(item(DEALS[2].title)).toContainText(T.failures(1));
  const live = await liveIds();
  expect(live).toEqual(expect.arrayContaining(['lc-kettle', 'lc-moved']));
  expect(live).not.toContain('lc-gone');
  expect((await moderator.request.get('/deal/lc-gone')).status()).toBe(404);
});
