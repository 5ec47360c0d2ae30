// A deal page is read without the app (docs/decisions/0047): opened cold, it never evaluates React, yet it
// keeps its discussion on the device for offline, and a tap on one of the app's controls (a vote, a
// comment) starts the app, which takes the page over and then does what the tap asked. Its own server, with
// mail, so a member writes the discussion.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { COMMENT_LABEL, COMMENTS_HEADING, POST_COMMENT } from '../../src/shared/community/community-texts';
import { PENDING_TEXT, TEMPERATURE_LABEL, VOTE_HOT } from '../../src/shared/community/temperature-texts';
import type { Deal } from '../../src/shared/deal/deal';
import { readBuildManifest } from '../../vite-plugins/console-chunks';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { whenPageSettles } from './support/app-takeover';
import { writeDiscussion } from './support/discussion';
import { signedIn } from './support/members';
import {
  type AppServer,
  freePort,
  makeTempDir,
  removeDir,
  renewOfflineEmulation,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';
import { serverDeals, waitForDealCache } from './support/shopper';

const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const WRITER = { name: 'Wren Writer', email: 'wren@example.com' };
const VOTER = { name: 'Vik Voter', email: 'vik@example.com' };
const TYPIST = { name: 'Tess Typist', email: 'tess@example.com' };
const COMMENT = 'Still on today, code at the till.';

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let deal: Deal;
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher(await freePort());
  dataDir = makeTempDir('deal-on-intent-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: DIST_DIR,
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', NEW_DEAL_HIDE_MINUTES: '0' },
  });
  const writer = await signedIn(browser, { server, smtp }, WRITER);
  contexts.push(writer.context);
  deal = (await serverDeals(writer.page)).find((candidate) => candidate.source === 'own')!;
  await writeDiscussion(writer.page, deal.id, { comment: COMMENT });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) removeDir(dataDir);
});

const dealPath = () => `/deal/${encodeURIComponent(deal.id)}`;

/** The app's code that a page the shopper only reads never runs: its start, React DOM and the deal screen. */
function appCode(): string[] {
  const manifest = readBuildManifest(DIST_DIR);
  return ['src/start-app.tsx', 'node_modules/react-dom/client.js', 'src/app/routes/deal.tsx'].map(
    (source) => `/${manifest[source]!.file}`,
  );
}

/** The chunks the page names for its takeover, and those of them the service worker's caches hold. */
const takeoverChunksHeld = (page: Page) =>
  page.evaluate(async () => {
    const named = JSON.parse(document.getElementById('screen-chunks')?.textContent ?? '[]') as string[];
    const held: string[] = [];
    for (const path of named) if (await caches.match(path, { ignoreSearch: true })) held.push(path);
    return { named, held };
  });

/** The paths of the scripts the page has parsed so far (fetched ahead only, a script is never parsed). */
async function watchParsedScripts(page: Page): Promise<() => string[]> {
  const parsed: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.scriptParsed', ({ url }) => {
    if (url.startsWith('http')) parsed.push(new URL(url).pathname);
  });
  await cdp.send('Debugger.enable');
  return () => parsed;
}

/** Everyone's comment as the deal page's discussion shows it. */
const theComment = (page: Page) =>
  page.getByRole('region', { name: COMMENTS_HEADING }).getByRole('listitem').filter({ hasText: COMMENT });

test('a deal page opened cold is read without React, and its discussion is kept for offline', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  contexts.push(context);
  const page = await context.newPage();
  const parsed = await watchParsedScripts(page);
  await page.goto(dealPath());
  await expect(theComment(page)).toContainText(WRITER.name);
  // The page's services have started and its takeover's code has been fetched ahead, not run: the service
  // worker's precache holds it, and the page fetched none of it a second time with prefetches of its own.
  await whenPageSettles(page);
  await waitForServiceWorkerControl(page);
  await waitForDealCache(page);
  const takeover = await takeoverChunksHeld(page);
  expect(takeover.named.length).toBeGreaterThan(0);
  expect(takeover.held).toEqual(takeover.named);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  const code = appCode();
  expect(parsed().filter((path) => code.includes(path))).toEqual([]);

  // Offline, the service worker's shell draws the deal page from the device, its discussion included.
  await context.setOffline(true);
  await page.goto(dealPath());
  await renewOfflineEmulation(context);
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  await expect(theComment(page)).toContainText(WRITER.name);
});

test('where the service worker cannot register, the page fetches its takeover’s code ahead itself, and runs none of it', async ({
  browser,
}) => {
  // Playwright's block stands for a browser whose policy refuses the registration.
  const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
  contexts.push(context);
  const page = await context.newPage();
  const parsed = await watchParsedScripts(page);
  await page.goto(dealPath());
  await expect(theComment(page)).toContainText(WRITER.name);
  const { named } = await page.evaluate(() => ({
    named: JSON.parse(document.getElementById('screen-chunks')?.textContent ?? '[]') as string[],
  }));
  expect(named.length).toBeGreaterThan(0);
  const prefetched = () =>
    page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  await expect.poll(prefetched, { timeout: 15_000 }).toEqual(expect.arrayContaining(named));
  const code = appCode();
  expect(parsed().filter((path) => code.includes(path))).toEqual([]);
});

test('a tap on Vote or on the comment form starts the app, which then does what was asked', async ({
  browser,
}) => {
  // Signed in, the member lands on the deal page: opened cold.
  const voter = await signedIn(browser, { server, smtp }, VOTER, dealPath());
  contexts.push(voter.context);
  const page = voter.page;
  const parsed = await watchParsedScripts(page);
  await whenPageSettles(page);
  const temperature = page.getByRole('group', { name: TEMPERATURE_LABEL });
  await expect(temperature).toContainText('0°');
  const code = appCode();
  expect(parsed().filter((path) => code.includes(path))).toEqual([]);

  // The vote is held until the app has taken the page over, then made.
  const hot = page.getByRole('button', { name: VOTE_HOT });
  await hot.click();
  await expect(hot).toHaveAttribute('aria-pressed', 'true');
  await expect(temperature).toContainText('1°');
  await expect.poll(() => code.every((path) => parsed().includes(path))).toBe(true);

  // The comment form is the app's now: typed, sent, and shown with its author.
  await page.getByLabel(COMMENT_LABEL).fill('Voted it up.');
  await page.getByRole('button', { name: POST_COMMENT }).click();
  const mine = page.getByRole('region', { name: COMMENTS_HEADING }).getByRole('listitem').filter({
    hasText: 'Voted it up.',
  });
  await expect(mine).toContainText(VOTER.name);
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
});

test('a comment typed and sent before the app has come is sent once it has', async ({ browser }) => {
  const typist = await signedIn(browser, { server, smtp }, TYPIST, dealPath());
  contexts.push(typist.context);
  const page = typist.page;
  await page.getByLabel(COMMENT_LABEL).fill('Typed before the app came.');
  await page.getByRole('button', { name: POST_COMMENT }).click();
  const mine = page.getByRole('region', { name: COMMENTS_HEADING }).getByRole('listitem').filter({
    hasText: 'Typed before the app came.',
  });
  await expect(mine).toContainText(TYPIST.name);
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
});
