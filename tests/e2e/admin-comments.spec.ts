// The console's Comments section in Chromium against the production build: a member comments on a deal;
// a moderator (made one by the operator) finds the comment at /admin/comments, shown as text, and hides
// it; a shopper on the deal page then reads "hidden by a moderator" instead of it; shown again, the
// shopper reads it again. Axe finds nothing at 1280 and 375 px, and on a phone the table is a list of
// cards. Its own server (operator through OPERATOR_EMAILS, mail through a real SMTP server) on free ports.
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { COMMENT_HIDDEN_TEXT } from '../../src/shared/community/community-texts';
import { ADMIN_COMMENT_TEXTS as T } from '../../src/shared/console/admin-comments-texts';
import { ADMIN_SECTIONS } from '../../src/shared/console/admin-sections';
import { ADMIN_USERS_API, userSearchAnswerSchema } from '../../src/shared/console/admin-users';
import type { Deal } from '../../src/shared/deal/deal';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import {
  type AppServer,
  freePort,
  makeTempDir,
  removeDir,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';
import { serverDeals } from './support/shopper';

const OPERATOR = { name: 'Olga Operator', email: 'olga.comments@example.com' };
const MODERATOR = { name: 'Max Moderator', email: 'max.comments@example.com' };
const MEMBER = { name: 'Mia Member', email: 'mia.comments@example.com' };
// Markup in a comment is text wherever it is shown.
const SPAM = 'Cheap followers at <b>spam.example</b> <img src=x onerror="window.hacked=1">';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const commentsPath = ADMIN_SECTIONS.comments.path;

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
const contexts: BrowserContext[] = [];
let moderator: Page;
let shopper: Page;
let deal: Deal;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(0);
  dataDir = makeTempDir('admin-comments-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  const site = { server, smtp };
  const people = [];
  for (const who of [OPERATOR, MODERATOR, MEMBER]) {
    const signedInPerson = await signedIn(browser, site, who);
    contexts.push(signedInPerson.context);
    people.push(signedInPerson.page);
  }
  const [operator, moderatorPage, member] = people as [Page, Page, Page];
  moderator = moderatorPage;
  const headers = { origin: server.origin };

  // The operator makes Max a moderator, as /admin/users does.
  const found = userSearchAnswerSchema.parse(
    await (await operator.request.get(`${ADMIN_USERS_API.search}?q=${MODERATOR.email}`)).json(),
  );
  const promoted = await operator.request.post(ADMIN_USERS_API.role(found.users[0]!.id), {
    headers,
    data: { role: 'moderator' },
  });
  expect(promoted.status()).toBe(200);

  deal = (await serverDeals(member))[0]!;
  const posted = await member.request.post(`/api/deals/${encodeURIComponent(deal.id)}/comments`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { id: randomUUID(), body: SPAM },
  });
  expect(posted.status()).toBe(201);

  const shopperContext = await browser.newContext({ baseURL: server.origin });
  contexts.push(shopperContext);
  shopper = await shopperContext.newPage();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

/** The comment's row in the console's table. */
const spamRow = (page: Page) => page.getByRole('table').getByRole('row').filter({ hasText: SPAM });

/** The deal page as a shopper opens it, down to its discussion. */
async function shopperOpensDeal() {
  await shopper.goto(`/deal/${encodeURIComponent(deal.id)}`);
  await expect(shopper.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
}

/**
 * The shopper opens the deal page until it shows what `expected` looks for: the server draws the page with
 * its discussion and reuses it for API_CACHE_MS (a second by default), so a moderator's change shows within it.
 */
async function shopperReadsOnDeal(expected: () => Promise<void>) {
  await expect(async () => {
    await shopperOpensDeal();
    await expected();
  }).toPass({ timeout: 10_000 });
}

/** Hide or Show again on the comment's row, confirmed, and the notice that says it is done. */
async function change(action: string, yes: string, notice: string) {
  await spamRow(moderator).getByRole('button', { name: action }).click();
  await spamRow(moderator).getByRole('button', { name: yes }).click();
  await expect(moderator.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

test('a moderator hides a comment in /admin/comments, a shopper no longer reads it, then reads it again', async () => {
  await shopperOpensDeal();
  await expect(shopper.locator('.comment', { hasText: SPAM })).toBeVisible();

  // The service worker answers the navigation with its precached shell; the console's code, which it does
  // not precache, comes from the server.
  await waitForServiceWorkerControl(moderator);
  await moderator.goto(commentsPath);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expect(moderator.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    ADMIN_SECTIONS.queue.label,
    ADMIN_SECTIONS.reports.label,
    ADMIN_SECTIONS.comments.label,
    ADMIN_SECTIONS.votes.label,
  ]);
  const row = spamRow(moderator);
  await expect(row.getByRole('cell')).toHaveText([SPAM, MEMBER.name, deal.title, /\d{4}/, T.shown, T.hide]);
  await expect(row.getByRole('link', { name: deal.title })).toHaveAttribute(
    'href',
    `/deal/${encodeURIComponent(deal.id)}`,
  );
  await expect(row.locator('b, img')).toHaveCount(0);
  await expectAccessible(moderator);

  await change(T.hide, T.yesHide, T.hiddenNotice(MEMBER.name));
  await expect(row.getByRole('cell').nth(4)).toHaveText(T.hidden);
  await shopperReadsOnDeal(async () => {
    await expect(shopper.getByText(COMMENT_HIDDEN_TEXT)).toBeVisible({ timeout: 1_000 });
    await expect(shopper.getByText(SPAM)).toHaveCount(0);
  });

  // Among the hidden ones, and shown again from there.
  await moderator.getByLabel(T.filterLabel).selectOption('hidden');
  await expect(moderator).toHaveURL(/\/admin\/comments\?status=hidden$/);
  await expect(moderator.getByRole('table').getByRole('row')).toHaveCount(2);
  await change(T.unhide, T.yesUnhide, T.shownNotice(MEMBER.name));
  await expect(moderator.getByText(T.empty)).toBeVisible();
  await shopperReadsOnDeal(async () => {
    await expect(shopper.locator('.comment', { hasText: SPAM })).toBeVisible({ timeout: 1_000 });
    await expect(shopper.getByText(COMMENT_HIDDEN_TEXT)).toHaveCount(0);
  });
});

test('on a phone the comments are a list of cards, each cell named, and the page passes axe', async () => {
  await moderator.setViewportSize(PHONE);
  await moderator.goto(commentsPath);
  const cells = spamRow(moderator).getByRole('cell');
  await expect(cells.first()).toHaveText(SPAM);
  // Stacked one above the other, not side by side (once the console's stylesheet applies), and within the
  // screen's width.
  const stacking = async () => {
    const [comment, author] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    return { below: author!.y > comment!.y, sameColumn: author!.x === comment!.x };
  };
  await expect.poll(stacking).toEqual({ below: true, sameColumn: true });
  expect(await moderator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(await cells.nth(1).evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    `"${T.columns.author}: "`,
  );
  await expectAccessible(moderator);
  await moderator.setViewportSize(DESKTOP);
});

test('a member is refused the page and a visitor is sent to sign in', async ({ browser }) => {
  const member = contexts[2]!;
  const page = await member.newPage();
  expect((await page.goto(commentsPath))?.status()).toBe(403);
  const visitor = await browser.newContext({ baseURL: server.origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(commentsPath);
  await expect(visitorPage).toHaveURL(/\/login\?next=%2Fadmin%2Fcomments$/);
  await visitor.close();
  await page.close();
});
