// Members and their deals in Chromium against the production build: votes and the temperature (New while
// a deal is new), reports that end a deal, comments another member reads, and writes made offline that
// arrive once when the connection is back, even when sent again. Its own server, started with SMTP_URL so
// members confirm their address through real mail, and with NEW_DEAL_HIDE_MINUTES of an hour so one deal
// is new (published now) and the others are not (published hours ago).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../src/shared/account/account-texts';

import {
  COMMENT_LABEL,
  ENDED_BY_REPORTS,
  POST_COMMENT,
  REACTIVATE_DEAL,
  REPORT_DEAL,
  REPORT_SENT,
  SEND_REPORT,
} from '../../src/shared/community/community-texts';
import {
  NEW_TEMPERATURE,
  PENDING_TEXT,
  VOTE_COLD,
  VOTE_HOT,
} from '../../src/shared/community/temperature-texts';
import type { Deal } from '../../src/shared/deal/deal';
import {
  DEAL_EXPIRED,
  helpfulLabel,
  MEMBER_REVIEW_SENT,
  SUBMIT_REVIEW,
  starsLabel,
  YOUR_REVIEW,
} from '../../src/shared/site/screen-texts';
import { type SmtpCatcher, startSmtpCatcher, tokenLink } from '../support/smtp-catcher';
import { takeOverNow, whenAppTakesOver } from './support/app-takeover';
import {
  type AppServer,
  makeTempDir,
  removeDir,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';
import { waitForDealCache } from './support/shopper';

/** What the server says to a member who is not a moderator (server/auth/members.ts ROLE_REQUIRED). */
const ROLE_REQUIRED_TEXT = 'Your account is not allowed to do this.';
/** This suite's server port: one of the ports set aside for it. */
const PORT = 4821;
const PASSWORD = 'seven lanterns over the harbour';
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;

const communityDeal = (id: string, title: string, createdAt: string) => ({
  id,
  title,
  description: `${title}, for the community tests.`,
  store: 'Test Store',
  image: '/images/deals/sample.svg',
  currentPrice: 40,
  originalPrice: 80,
  affiliateUrl: `https://shop.example/${id}`,
  category: 'electronics',
  createdAt,
  expiryDate: null,
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher();
  dataDir = makeTempDir('community-data');
  server = await startAppServer({
    port: PORT,
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RareFinds <hello@localhost>',
      NEW_DEAL_HIDE_MINUTES: '60',
      EXPIRE_REPORTS_THRESHOLD: '2',
    },
  });
  // The operator imports the deals through the running server, as `npm run deals -- import` does.
  const file = join(dataDir, 'community-deals.json');
  writeFileSync(
    file,
    JSON.stringify([
      communityDeal('warm-kettle', 'Warm Kettle', HOURS_AGO(3)),
      communityDeal('fresh-lamp', 'Fresh Lamp', new Date().toISOString()),
      communityDeal('gone-radio', 'Gone Radio', HOURS_AGO(4)),
      communityDeal('quiet-fan', 'Quiet Fan', HOURS_AGO(5)),
    ]),
  );
  operator(['import', file], 'deals');
});

/** An operator command (`npm run deals` or `npm run users`), handed to the running server. */
function operator(args: string[], command: 'deals' | 'users' = 'users'): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${command}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) removeDir(dataDir);
});

/** A member in a browser of their own: registered, address confirmed through the mail, signed in. */
async function memberBrowser(browser: Browser, name: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const registered = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, agreeToTerms: true },
    headers: { origin: server.origin },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(tokenLink(await smtp.waitFor(email, /Confirm your e-mail address/)));
  // Confirming loads the account chunk and asks the server: as slow as the first sync on a busy machine.
  await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible({ timeout: 20_000 });
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  return page;
}

/**
 * Opens "Report this deal". The page is drawn by the server and then taken over by the app; a click that
 * lands during that hand-over can find the panel closed again, and a shopper would simply click once more.
 */
async function openReportForm(page: Page): Promise<void> {
  const expired = page.getByRole('radio', { name: 'Expired' });
  await expect(async () => {
    if (!(await expired.isVisible())) await page.locator('summary', { hasText: REPORT_DEAL }).click();
    await expect(expired).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const temperature = (page: Page) => page.locator('.vote-control__temperature');

async function apiDeal(page: Page, id: string): Promise<Deal> {
  const response = await page.request.get(`/api/deals/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Deal;
}

test('a member votes: the temperature follows, a new deal shows New, and Hottest lists the warmest first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await memberBrowser(browser, 'Vera Voter', 'vera@example.com');

  await page.goto('/deal/warm-kettle');
  await expect(temperature(page)).toHaveText('0°');
  await page.getByRole('button', { name: VOTE_HOT }).click();
  await expect(page.getByRole('button', { name: VOTE_HOT })).toHaveAttribute('aria-pressed', 'true');
  await expect(temperature(page)).toHaveText('1°');
  expect((await apiDeal(page, 'warm-kettle')).temperature).toBe(1);

  // The vote is the member's on every visit: the page, drawn alike for everyone, claims none; the app shows
  // it from the deal's discussion, which the page keeps on the device as it opens.
  await page.reload();
  await expect(temperature(page)).toHaveText('1°');
  await expect(page.getByRole('button', { name: VOTE_HOT })).not.toHaveAttribute('aria-pressed');
  await takeOverNow(page);
  await expect(page.getByRole('button', { name: VOTE_HOT })).toHaveAttribute('aria-pressed', 'true');

  // A deal published minutes ago shows New, and its number is nowhere the server sends.
  await page.goto('/deal/fresh-lamp');
  await expect(temperature(page)).toHaveText(NEW_TEMPERATURE);
  await page.getByRole('button', { name: VOTE_COLD }).click();
  await expect(page.getByRole('button', { name: VOTE_COLD })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
  await expect(temperature(page)).toHaveText(NEW_TEMPERATURE);
  expect((await apiDeal(page, 'fresh-lamp')).temperature).toBeNull();
  const drawn = await (await page.request.get('/deal/fresh-lamp')).text();
  expect(drawn).toContain(`data-temperature="${NEW_TEMPERATURE}"`);
  expect(drawn).not.toContain('-1°');

  // Hottest: the voted deal first, its card showing its degrees.
  const hottest = await (await page.request.get('/api/deals?sort=hottest&limit=1')).json();
  expect(hottest[0].id).toBe('warm-kettle');
  await page.goto('/deals?sort=hottest');
  const first = page.locator('.deal-card').first();
  await expect(first).toContainText('Warm Kettle');
  await expect(first.locator('.deal-card__temperature')).toHaveText('1°');
  await page.context().close();
});

test('a comment one member writes another reads; two Expired reports end a deal at once, its page says Expired, and a moderator reactivates it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const reporters = [
    await memberBrowser(browser, 'Rita Reporter', 'rita@example.com'),
    await memberBrowser(browser, 'Raul Reporter', 'raul@example.com'),
  ];
  // A comment one member writes, another reads; its link stays text.
  const [rita, raul] = reporters as [Page, Page];
  await rita.goto('/deal/warm-kettle');
  await rita.getByLabel(COMMENT_LABEL).fill('Still on at https://shop.example/code today');
  await rita.getByRole('button', { name: POST_COMMENT }).click();
  // Sent once the app, started by the typing, has taken the page over: it then shows with its author.
  await expect(
    rita.locator('.comment', { hasText: 'Still on at https://shop.example/code today' }),
  ).toContainText('Rita Reporter');
  await expect(rita.getByText(PENDING_TEXT)).toHaveCount(0);
  await raul.goto('/deal/warm-kettle');
  const comment = raul.locator('.comment', { hasText: 'Still on at https://shop.example/code today' });
  await expect(comment).toBeVisible();
  await expect(comment).toContainText('Rita Reporter');
  await expect(comment.getByRole('link')).toHaveCount(0);

  // A member's review is everyone's to read; Helpful counts once per member.
  await raul.getByRole('tab', { name: 'Reviews' }).click();
  // The first tap on the form starts the app, which takes the page over and then gets the tap.
  await raul.getByRole('radio', { name: starsLabel(4) }).click();
  await expect(raul.getByRole('radio', { name: starsLabel(4) })).toBeChecked();
  await raul.getByRole('textbox', { name: YOUR_REVIEW }).fill('Boils a litre in two minutes.');
  await raul.getByRole('button', { name: SUBMIT_REVIEW }).click();
  await expect(raul.getByText(MEMBER_REVIEW_SENT)).toBeVisible();
  await expect(raul.getByText(PENDING_TEXT)).toHaveCount(0);
  await rita.goto('/deal/warm-kettle');
  await rita.getByRole('tab', { name: 'Reviews' }).click();
  const review = rita.locator('.review', { hasText: 'Boils a litre in two minutes.' });
  await expect(review).toContainText('Raul Reporter');
  await review.getByRole('button', { name: helpfulLabel(0) }).click();
  await expect(review.getByRole('button', { name: helpfulLabel(1) })).toHaveAttribute('aria-pressed', 'true');
  await rita.reload();
  await rita.getByRole('tab', { name: 'Reviews' }).click();
  // Her mark is hers: the app shows it once it has the page.
  await takeOverNow(rita);
  await expect(
    rita
      .locator('.review', { hasText: 'Boils a litre in two minutes.' })
      .getByRole('button', { name: helpfulLabel(1) }),
  ).toBeDisabled();

  for (const page of reporters) {
    await page.goto('/deal/gone-radio');
    await openReportForm(page);
    // The first tap on the form starts the app, which takes the page over and then gets the tap.
    await page.getByRole('radio', { name: 'Expired' }).click();
    await expect(page.getByRole('radio', { name: 'Expired' })).toBeChecked();
    await page.getByRole('button', { name: SEND_REPORT }).click();
    await expect(page.getByText(REPORT_SENT)).toBeVisible();
    // Reported once: the reason cannot be chosen again.
    await expect(page.getByRole('radio', { name: 'Expired' })).toBeDisabled();
  }
  // The server reuses a list answer for API_CACHE_MS (a second by default), so the list follows within it.
  const listedIds = async (page: Page) =>
    ((await (await page.request.get('/api/deals')).json()) as Deal[]).map((deal) => deal.id);
  await expect.poll(() => listedIds(rita)).not.toContain('gone-radio');
  expect(await listedIds(rita)).toContain('warm-kettle');

  await rita.goto('/deal/gone-radio');
  await expect(rita.getByText(DEAL_EXPIRED)).toBeVisible();
  await expect(rita.getByRole('heading', { level: 1, name: 'Gone Radio' })).toBeVisible();

  // The open reports are the moderators': a member is refused; made a moderator, Rita reactivates the deal.
  await raul.goto('/admin/reports');
  await expect(raul.getByText(ROLE_REQUIRED_TEXT)).toBeVisible();
  operator(['role', 'rita@example.com', 'moderator']);
  await rita.goto('/admin/reports');
  const row = rita.locator('.reports-queue__item', { hasText: 'Gone Radio' }).first();
  await expect(row).toContainText(ENDED_BY_REPORTS);
  await row.getByRole('button', { name: REACTIVATE_DEAL }).click();
  await expect(rita.locator('.reports-queue__item', { hasText: 'Gone Radio' })).toHaveCount(0);
  await expect.poll(() => listedIds(rita)).toContain('gone-radio');
  for (const page of reporters) await page.context().close();
});

test('a vote and a comment made offline wait, then arrive once when the connection is back, even when sent twice more', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await memberBrowser(browser, 'Olga Offline', 'olga@example.com');
  await page.goto('/deal/quiet-fan');
  await waitForServiceWorkerControl(page);
  await waitForDealCache(page);
  await expect(temperature(page)).toHaveText('0°');

  // Going offline starts the app, which answers from the device's cache; the vote is the app's to keep.
  await page.context().setOffline(true);
  await whenAppTakesOver(page);
  await page.getByRole('button', { name: VOTE_HOT }).click();
  // The screen shows the vote at once, waiting to be sent.
  await expect(page.getByRole('button', { name: VOTE_HOT })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(COMMENT_LABEL).fill('Written on the train');
  await page.getByRole('button', { name: POST_COMMENT }).click();
  await expect(page.locator('.comment--pending', { hasText: 'Written on the train' })).toBeVisible();
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(2);
  const kept = await page.evaluate(
    () =>
      new Promise<
        {
          key: string;
          request: { url: string; method: string; headers: Record<string, string>; body: string };
        }[]
      >((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
  );
  expect(kept).toHaveLength(2);

  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
  await expect(temperature(page)).toHaveText('1°');
  await expect(page.locator('.comment', { hasText: 'Written on the train' })).toContainText('Olga Offline');

  // Each write sent twice more, as a lost answer or a second background sync would: no second effect.
  for (const write of kept) {
    for (let replay = 0; replay < 2; replay += 1) {
      const answer = await page.evaluate(async ({ key, request }) => {
        const response = await fetch(request.url, {
          method: request.method,
          headers: { ...request.headers, 'Idempotency-Key': key },
          body: request.body,
        });
        return { ok: response.ok, replayed: response.headers.get('idempotent-replayed') };
      }, write);
      expect(answer).toEqual({ ok: true, replayed: 'true' });
    }
  }
  expect((await apiDeal(page, 'quiet-fan')).temperature).toBe(1);
  expect((await apiDeal(page, 'quiet-fan')).commentCount).toBe(1);
  const discussion = await (await page.request.get('/api/deals/quiet-fan/discussion')).json();
  expect(discussion.comments.map((comment: { body: string }) => comment.body)).toEqual([
    'Written on the train',
  ]);
  await page.context().close();
});
