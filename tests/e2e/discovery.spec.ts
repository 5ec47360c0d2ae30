// Discovery in Chromium against the production build: a member chooses a handle and opens their public
// profile; follows a store from a deal's page and finds "For you" on the home page explaining its picks; mutes
// a store and finds its deals gone from a listing, with a line to show them; and
// the console's Votes section shows accounts voting one deal from one network. Its own server, with mail
// through a real SMTP server so members confirm their address as people do.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { VOTES_TEXTS } from '../../src/shared/console/admin-votes-texts';
import type { Deal } from '../../src/shared/deal/deal';
import {
  followingLabel,
  followLabel,
  hiddenByMutes,
  mutedLabel,
  muteLabel,
  SHOW_MUTED,
} from '../../src/shared/discovery/follows-texts';
import { FOR_YOU_TEXTS } from '../../src/shared/discovery/for-you-texts';
import { PROFILE_TEXTS } from '../../src/shared/discovery/member-profile-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const OPERATOR = { name: 'Ola Operator', email: 'ola@example.com' };
const MEMBER = { name: 'Dana Deals', email: 'dana@example.com' };
const VOTERS = ['vic@example.com', 'val@example.com', 'vera@example.com'].map((email, index) => ({
  name: `Voter ${index + 1}`,
  email,
}));

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let memberContext: BrowserContext;
let member: Page;
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  smtp = await startSmtpCatcher(await freePort());
  dataDir = makeTempDir('discovery-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  ({ context: memberContext, page: member } = await signedIn(browser, { server, smtp }, MEMBER));
  contexts.push(memberContext);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

const ownDeal = async (page: Page, store: string): Promise<Deal> => {
  const deals = (await (await page.request.get('/api/deals')).json()) as Deal[];
  return deals.find((deal) => deal.store === store)!;
};

test('a member chooses a handle and opens their public profile', async () => {
  await member.goto('/account');
  const section = member.getByRole('region', { name: PROFILE_TEXTS.settingsHeading });
  await section.getByLabel(PROFILE_TEXTS.handle).fill('DanaDeals');
  await section.getByRole('button', { name: PROFILE_TEXTS.save }).click();
  await expect(section.getByText(PROFILE_TEXTS.saved)).toBeVisible();
  await section.getByRole('link', { name: PROFILE_TEXTS.view }).click();
  await expect(member).toHaveURL('/member/DanaDeals');
  await expect(member.getByRole('heading', { level: 1, name: MEMBER.name })).toBeVisible();
  await expect(member.getByText(PROFILE_TEXTS.reputation)).toBeVisible();
  await expect(member.getByText(PROFILE_TEXTS.noDeals)).toBeVisible();
});

test('a member follows a store from a deal and For you explains its picks', async () => {
  const deal = await ownDeal(member, 'Amazon');
  await member.goto(`/deal/${encodeURIComponent(deal.id)}`);
  await member.getByRole('button', { name: followLabel('Amazon') }).click();
  await expect(member.getByRole('button', { name: followingLabel('Amazon') })).toBeVisible();
  await member.goto('/');
  const forYou = member.getByRole('region', { name: FOR_YOU_TEXTS.heading });
  await expect(forYou).toBeVisible({ timeout: 20_000 });
  await expect(forYou.getByText('Because you follow Amazon').first()).toBeVisible();
});

test('a member mutes a store from a deal, and its deals leave the listings until shown', async () => {
  const deal = await ownDeal(member, 'Sephora');
  await member.goto(`/deal/${encodeURIComponent(deal.id)}`);
  await member.getByRole('button', { name: muteLabel('Sephora') }).click();
  await expect(member.getByRole('button', { name: mutedLabel('Sephora') })).toBeVisible();
  // The server draws every deal; the app, started at once for a member who mutes, hides Sephora's two.
  await member.goto(`/category/${deal.category}`);
  const listing = member.getByRole('main');
  await expect(listing.getByText(hiddenByMutes(2))).toBeVisible({ timeout: 20_000 });
  await expect(listing.getByRole('heading', { name: deal.title })).toHaveCount(0);
  await listing.getByRole('button', { name: SHOW_MUTED }).click();
  await expect(listing.getByRole('heading', { name: deal.title })).toBeVisible();
});

test('the console’s Votes section shows accounts voting one deal from one network', async ({ browser }) => {
  test.setTimeout(120_000);
  const deal = await ownDeal(member, 'REI');
  for (const voter of VOTERS) {
    const { context, page } = await signedIn(browser, { server, smtp }, voter);
    contexts.push(context);
    const vote = await page.request.put(`/api/deals/${encodeURIComponent(deal.id)}/vote`, {
      headers: { origin: server.origin },
      data: { direction: 'hot' },
    });
    expect(vote.status()).toBe(200);
  }
  const { context, page: operator } = await signedIn(browser, { server, smtp }, OPERATOR, '/admin');
  contexts.push(context);
  await operator.goto('/admin/votes');
  const row = operator.getByRole('row').filter({ hasText: deal.title });
  await expect(row.getByRole('cell').first()).toHaveText(VOTES_TEXTS.kinds.network);
  await expect(row).toContainText('Voter 1');
});
