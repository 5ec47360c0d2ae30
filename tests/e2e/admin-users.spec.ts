// The console's Users section and a moderator at work, in Chromium against the production build: the
// operator finds a member in /admin/users and makes them a moderator; the moderator approves one submitted
// deal and rejects another with a reason at /admin; the member who submitted them sees both outcomes on
// /account; the operator disables that member, whose next request is a visitor's, and enables them again;
// a moderator is refused /admin/users. Axe finds nothing at 1280 and 375 px. Its own server (operator
// through OPERATOR_EMAILS, mail through a real SMTP server) on free ports.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_API } from '../../src/shared/account/account-api';
import { ACCOUNT_PAGE_TEXTS } from '../../src/shared/account/account-texts';
import {
  ACCOUNT_SUBMISSIONS_TEXTS,
  ADMIN_TEXTS,
  SUBMISSION_STATUS_TEXTS,
} from '../../src/shared/community/submission-texts';
import { ADMIN_SECTIONS } from '../../src/shared/console/admin-sections';
import { ADMIN_USERS_TEXTS, ROLE_NAMES } from '../../src/shared/console/admin-users-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { MEMBER_PASSWORD, signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const OPERATOR = { name: 'Olga Operator', email: 'olga.users@example.com' };
const MODERATOR = { name: 'Max Moderator', email: 'max.users@example.com' };
// Members' names are shown as text, whatever they hold.
const MEMBER = { name: 'Mia <b>Member</b>', email: 'mia.users@example.com' };
const REASON = 'The same price is everywhere: not a deal.';

const deal = (slug: string, title: string) => ({
  link: `https://www.lamp-shop.example/products/${slug}`,
  title,
  currentPrice: '19.99',
  originalPrice: '39.99',
  store: 'lamp-shop.example',
  category: 'home-garden',
  description: 'A desk lamp with a warm light and a heavy base.',
  expiry: '',
  imageUrl: '',
});
const APPROVED = deal('brass-desk-lamp', 'Brass desk lamp with linen shade');
const REJECTED = deal('plain-desk-lamp', 'Plain desk lamp, white');

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
const contexts: BrowserContext[] = [];
let operator: Page;
let moderator: Page;
let member: Page;

// Each test walks several pages as a person would, with axe runs between them: more than the default 30 s
// on a busy machine, though nothing in it waits on a clock.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const usersPath = ADMIN_SECTIONS.users.path;

/** Searches the accounts (the site's header has a deal search of its own). */
async function searchFor(page: Page, text: string) {
  // The first results are there: the page is ready for the next search.
  await expect(page.getByRole('status').filter({ hasText: /accounts?$/ })).toBeVisible();
  const form = page.getByRole('search', { name: ADMIN_USERS_TEXTS.searchAccounts });
  await form.getByLabel(ADMIN_USERS_TEXTS.searchLabel).fill(text);
  await form.getByRole('button', { name: ADMIN_USERS_TEXTS.search }).click();
}

/** The operator's way to an account: search for it in /admin/users and open it from the results. */
async function openAccount(page: Page, search: string, name: string) {
  await page.goto(usersPath);
  await searchFor(page, search);
  await expect(page.getByRole('status').filter({ hasText: ADMIN_USERS_TEXTS.found(1) })).toBeVisible();
  await page.getByRole('row').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(0);
  dataDir = makeTempDir('admin-users-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  const site = { server, smtp };
  for (const [who, next] of [
    [OPERATOR, usersPath],
    [MODERATOR, '/account'],
    [MEMBER, '/account'],
  ] as const) {
    const { context, page } = await signedIn(browser, site, who, next);
    contexts.push(context);
    if (who === OPERATOR) operator = page;
    else if (who === MODERATOR) moderator = page;
    else member = page;
  }
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

test('the operator finds a member in /admin/users and makes them a moderator', async () => {
  // Not yet a moderator: the queue is closed to them.
  expect((await moderator.goto('/admin'))?.status()).toBe(403);

  await operator.goto(usersPath);
  await expect(operator.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = operator.getByRole('table', { name: ADMIN_USERS_TEXTS.heading });
  await expect(table.getByRole('row')).toHaveCount(4);
  // The name is text, not markup.
  await expect(table.getByRole('link', { name: MEMBER.name, exact: true })).toBeVisible();
  await expectAccessible(operator);

  await searchFor(operator, 'MAX.users');
  await expect(operator).toHaveURL(/\/admin\/users\?q=MAX\.users$/);
  await expect(operator.getByRole('status').filter({ hasText: ADMIN_USERS_TEXTS.found(1) })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: MODERATOR.email });
  await expect(row.getByRole('cell')).toHaveText([
    MODERATOR.name,
    MODERATOR.email,
    ROLE_NAMES.member,
    ADMIN_USERS_TEXTS.states.active,
    /\d{4}/,
  ]);
  // The role filter: no operator is called Max.
  await operator.getByLabel(ADMIN_USERS_TEXTS.roleFilterLabel).selectOption('operator');
  await operator
    .getByRole('search', { name: ADMIN_USERS_TEXTS.searchAccounts })
    .getByRole('button', { name: ADMIN_USERS_TEXTS.search })
    .click();
  await expect(operator.getByRole('status').filter({ hasText: ADMIN_USERS_TEXTS.none })).toBeVisible();

  await openAccount(operator, 'max', MODERATOR.name);
  await operator.getByLabel(ADMIN_USERS_TEXTS.roleLabel).selectOption('moderator');
  await operator.getByRole('button', { name: ADMIN_USERS_TEXTS.saveRole }).click();
  await expect(
    operator
      .getByRole('status')
      .filter({ hasText: ADMIN_USERS_TEXTS.roleSaved(MODERATOR.name, 'moderator') }),
  ).toBeVisible();
  await expect(operator.getByRole('definition').filter({ hasText: ROLE_NAMES.moderator })).toBeVisible();
});

test('an account page is accessible; the operator’s own offers no demotion or disabling', async () => {
  await openAccount(operator, 'max', MODERATOR.name);
  await expect(operator.getByLabel(ADMIN_USERS_TEXTS.roleLabel)).toHaveValue('moderator');
  await expectAccessible(operator);
  await openAccount(operator, 'olga', OPERATOR.name);
  await expect(operator.getByText(ADMIN_USERS_TEXTS.ownAccount)).toBeVisible();
  await expect(operator.getByRole('button', { name: ADMIN_USERS_TEXTS.disable })).toHaveCount(0);
});

test('the moderator approves one submitted deal and rejects another with a reason', async () => {
  for (const submitted of [APPROVED, REJECTED]) {
    const answer = await member.request.post('/api/submissions', {
      headers: { origin: server.origin },
      data: submitted,
    });
    expect(answer.status()).toBe(201);
  }
  await moderator.goto('/admin');
  await expect(moderator.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    ADMIN_SECTIONS.queue.label,
    ADMIN_SECTIONS.reports.label,
    ADMIN_SECTIONS.comments.label,
    ADMIN_SECTIONS.votes.label,
  ]);
  const approved = moderator.getByRole('listitem').filter({ hasText: APPROVED.title });
  await approved.getByRole('button', { name: ADMIN_TEXTS.approve }).click();
  await expect(moderator.getByRole('status').filter({ hasText: ADMIN_TEXTS.approved })).toBeVisible();

  const rejected = moderator.getByRole('listitem').filter({ hasText: REJECTED.title });
  await rejected.getByRole('button', { name: ADMIN_TEXTS.reject }).click();
  await rejected.getByLabel(ADMIN_TEXTS.rejectReason).fill(REASON);
  await rejected.getByRole('button', { name: ADMIN_TEXTS.confirmReject }).click();
  await expect(moderator.getByRole('status').filter({ hasText: ADMIN_TEXTS.rejected })).toBeVisible();
  await expect(moderator.getByText(ADMIN_TEXTS.empty)).toBeVisible();
});

test('the member sees both outcomes on /account, and the operator on the member’s account page', async () => {
  // The page shows the account as kept on this device first (no submissions yet), then the server's.
  const refreshed = member.waitForResponse(
    (response) => new URL(response.url()).pathname === ACCOUNT_API.overview && response.ok(),
  );
  await member.goto('/account');
  await refreshed;
  const mine = member.getByRole('region', { name: ACCOUNT_SUBMISSIONS_TEXTS.heading });
  const live = mine.getByRole('listitem').filter({ hasText: APPROVED.title });
  await expect(live.getByText(SUBMISSION_STATUS_TEXTS.live)).toBeVisible();
  await expect(live.getByRole('link', { name: ACCOUNT_SUBMISSIONS_TEXTS.viewDeal })).toBeVisible();
  const turnedDown = mine.getByRole('listitem').filter({ hasText: REJECTED.title });
  await expect(turnedDown.getByText(SUBMISSION_STATUS_TEXTS.rejected)).toBeVisible();
  await expect(turnedDown.getByText(`${ACCOUNT_SUBMISSIONS_TEXTS.reason} ${REASON}`)).toBeVisible();

  await openAccount(operator, 'mia.users', MEMBER.name);
  const submissions = operator.getByRole('region', { name: ADMIN_USERS_TEXTS.submissionsHeading });
  await expect(
    submissions.getByRole('row').filter({ hasText: APPROVED.title }).getByRole('cell').nth(1),
  ).toHaveText(SUBMISSION_STATUS_TEXTS.live);
  const rejectedRow = submissions.getByRole('row').filter({ hasText: REJECTED.title });
  await expect(rejectedRow.getByRole('cell').nth(1)).toHaveText(SUBMISSION_STATUS_TEXTS.rejected);
  await expect(rejectedRow.getByRole('cell').nth(4)).toHaveText(REASON);
  await expect(
    operator
      .getByRole('region', { name: ADMIN_USERS_TEXTS.reportsHeading })
      .getByText(ADMIN_USERS_TEXTS.noReports),
  ).toBeVisible();
});

test('a moderator gets the 403 page on /admin/users', async () => {
  const answer = await moderator.goto(usersPath);
  expect(answer?.status()).toBe(403);
  await expect(moderator.getByText(ADMIN_USERS_TEXTS.forbidden)).toBeVisible();
  await expect(moderator.getByRole('table')).toHaveCount(0);
  const api = await moderator.request.get('/api/admin/users');
  expect(api.status()).toBe(403);
});

test('the operator disables the member, whose next request is signed out, and enables them again', async () => {
  await openAccount(operator, 'mia.users', MEMBER.name);
  await operator.getByRole('button', { name: ADMIN_USERS_TEXTS.disable }).click();
  const confirm = operator.getByRole('group', { name: ADMIN_USERS_TEXTS.confirmDisable });
  await expect(confirm).toBeVisible();
  await expectAccessible(operator);
  await confirm.getByRole('button', { name: ADMIN_USERS_TEXTS.yesDisable }).click();
  await expect(
    operator.getByRole('status').filter({ hasText: ADMIN_USERS_TEXTS.disabledNotice(MEMBER.name) }),
  ).toBeVisible();
  await expect(
    operator.getByRole('definition').filter({ hasText: ADMIN_USERS_TEXTS.states.disabled }),
  ).toBeVisible();

  // The member's very next request: a visitor's.
  await member.goto('/account');
  await expect(member.getByText(ACCOUNT_PAGE_TEXTS.signInFirst)).toBeVisible();
  expect((await member.request.get('/api/account')).status()).toBe(401);
  const refused = await member.request.post('/api/auth/sign-in/email', {
    headers: { origin: server.origin },
    data: { email: MEMBER.email, password: MEMBER_PASSWORD, rememberMe: true },
  });
  expect(refused.status()).toBe(403);

  await operator.getByRole('button', { name: ADMIN_USERS_TEXTS.enable }).click();
  await operator
    .getByRole('group', { name: ADMIN_USERS_TEXTS.confirmEnable })
    .getByRole('button', { name: ADMIN_USERS_TEXTS.yesEnable })
    .click();
  await expect(
    operator.getByRole('status').filter({ hasText: ADMIN_USERS_TEXTS.enabledNotice(MEMBER.name) }),
  ).toBeVisible();
  const back = await member.request.post('/api/auth/sign-in/email', {
    headers: { origin: server.origin },
    data: { email: MEMBER.email, password: MEMBER_PASSWORD, rememberMe: true },
  });
  expect(back.status()).toBe(200);
});

for (const [page, open] of [
  ['the accounts', () => operator.goto(usersPath)],
  ['an account', () => openAccount(operator, 'mia.users', MEMBER.name)],
] as const) {
  test(`${page} at 375 px: no sideways scrolling, each table row a list, axe clean`, async () => {
    await operator.setViewportSize({ width: 375, height: 812 });
    await open();
    await expect(operator.getByRole('table').first()).toBeVisible();
    expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each row is a small list: its cells one below the other.
    const cells = operator.getByRole('table').first().getByRole('row').nth(1).getByRole('cell');
    const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
    await expectAccessible(operator);
  });
}
