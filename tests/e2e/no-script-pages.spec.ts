// The page is the product: the controls a shopper only reads with (the FAQ, the header's menu, a deal's tabs
// and its gallery) work on the server's page alone, with no script at all (docs/decisions/0037), and a deal
// page shows its discussion, reviews and temperature as the app would (docs/decisions/0047).
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { FAQ_ITEMS } from '../../src/features/content/faq-data';
import { COMMENTS_HEADING, SIGN_IN_TO_COMMENT } from '../../src/shared/community/community-texts';
import { TEMPERATURE_LABEL, temperatureText } from '../../src/shared/community/temperature-texts';
import type { Deal } from '../../src/shared/deal/deal';
import { PAGES } from '../../src/shared/site/pages';
import {
  imageCounter,
  KEY_FEATURES,
  NEXT_IMAGE,
  PREVIOUS_IMAGE,
  REVIEWS_HEADING,
  showImage,
} from '../../src/shared/site/screen-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { writeDiscussion } from './support/discussion';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';
import { serverDeals } from './support/shopper';

test.use({ javaScriptEnabled: false });

const PHONE = { width: 375, height: 740 };

/** A deal the server lists with at least three images. */
async function dealWithGallery(page: Page): Promise<Deal> {
  const response = await page.request.get('/api/deals');
  expect(response.ok()).toBe(true);
  const deal = ((await response.json()) as Deal[]).find((candidate) => candidate.images.length >= 3);
  expect(deal, 'a sample deal with three images').toBeDefined();
  return deal!;
}

const dealPath = (deal: Deal) => `/deal/${encodeURIComponent(deal.id)}`;

test('the FAQ opens one answer at a time, and the open one closes when its question is clicked', async ({
  page,
}) => {
  await page.goto(PAGES.faq.path);
  const question = (index: number) => page.getByRole('button', { name: FAQ_ITEMS[index]!.question });
  const answer = (index: number) => page.getByRole('region', { name: FAQ_ITEMS[index]!.question });
  const answers = page.getByRole('main').getByRole('region');
  await expect(answers).toHaveCount(0);

  await question(0).click();
  await expect(answer(0)).toBeVisible();
  await expect(answer(0)).toHaveText(FAQ_ITEMS[0]!.answer);

  await question(4).click();
  await expect(answer(4)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await expect(answers).toHaveCount(1);

  await question(4).click();
  await expect(answers).toHaveCount(0);
});

test('the menu opens on a phone, and closes on its toggle, on Escape and on a tap outside it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(PAGES.faq.path);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toBeHidden();

  await toggle.click();
  await expect(login).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track orders' })).toBeVisible();
  // Below the header, not over it: the toggle stays in view to close it.
  const header = (await page.getByRole('banner').boundingBox())!;
  const menu = (await page.getByRole('navigation', { name: 'Account' }).boundingBox())!;
  expect(menu.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  await toggle.click();
  await expect(login).toBeHidden();

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await toggle.click();
  await page.mouse.click(20, PHONE.height - 20);
  await expect(login).toBeHidden();

  // Choosing an item loads its page.
  await toggle.click();
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the account actions sit in the header on a desktop, with no menu to open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGES.faq.path);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('a deal opens on Overview, and its tabs switch to Specifications and Reviews', async ({ page }) => {
  const deal = await dealWithGallery(page);
  await page.goto(dealPath(deal));
  const panel = (name: string) => page.getByRole('tabpanel', { name });
  await expect(panel('Overview')).toBeVisible();
  await expect(panel('Overview').getByRole('heading', { name: KEY_FEATURES })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page).toHaveURL(new RegExp(`${dealPath(deal)}#specifications$`));
  await expect(panel('Specifications')).toBeVisible();
  await expect(panel('Specifications').getByRole('table')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  // The tabs stay in view above the panel the address scrolled to.
  await expect(page.getByRole('tab', { name: 'Reviews' })).toBeInViewport();

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(panel('Reviews')).toBeVisible();
  await expect(panel('Reviews').getByRole('heading', { name: REVIEWS_HEADING })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);

  // An address naming a panel opens on it; going back returns to the panel before.
  await page.goBack();
  await expect(panel('Specifications')).toBeVisible();
  await page.goto(`${dealPath(deal)}#reviews`);
  await expect(panel('Reviews')).toBeVisible();
  await expect(panel('Overview')).toBeHidden();
});

test('the gallery moves with next, previous (around the ends) and the thumbnails', async ({ page }) => {
  const deal = await dealWithGallery(page);
  const total = deal.images.length;
  await page.goto(dealPath(deal));
  // The image in view: its counter is the one shown, and the image itself is in the viewport.
  const expectShown = async (index: number) => {
    await expect(page.getByText(/^Image \d+ of \d+$/).filter({ visible: true })).toHaveText(
      imageCounter(index, total),
    );
    await expect(
      page.getByRole('img', { name: `${deal.title} (${imageCounter(index, total)})` }),
    ).toBeInViewport();
  };
  await expectShown(0);
  // One previous and one next: the shown image's.
  await expect(page.getByRole('button', { name: NEXT_IMAGE })).toHaveCount(1);

  await page.getByRole('button', { name: NEXT_IMAGE }).click();
  await expectShown(1);

  await page.getByRole('button', { name: showImage(total - 1) }).click();
  await expectShown(total - 1);

  await page.getByRole('button', { name: NEXT_IMAGE }).click();
  await expectShown(0);
  await page.getByRole('button', { name: PREVIOUS_IMAGE }).click();
  await expectShown(total - 1);
});

test.describe('a deal page with a discussion', () => {
  const COMMENT = 'Still on at https://shop.example/code <b>today</b>';
  const REVIEW = 'Arrived in two days, works as described.';
  const MEMBER = { name: 'Nora Night', email: 'nora@example.com' };
  let smtp: SmtpCatcher;
  let server: AppServer;
  let dataDir: string;
  let member: BrowserContext;
  let deal: Deal;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    smtp = await startSmtpCatcher(await freePort());
    dataDir = makeTempDir('no-script-discussion-data');
    server = await startAppServer({
      port: await freePort(),
      distDir: process.env.DIST_DIR ?? 'dist',
      dataDir,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'RareFinds <hello@localhost>',
        NEW_DEAL_HIDE_MINUTES: '0',
        // Pages are drawn from deals up to API_CACHE_MS old: the vote just cast must be on the page at once.
        API_CACHE_MS: '0',
      },
    });
    const signedInMember = await signedIn(browser, { server, smtp }, MEMBER);
    member = signedInMember.context;
    deal = (await serverDeals(signedInMember.page)).find((candidate) => candidate.source === 'own')!;
    await writeDiscussion(signedInMember.page, deal.id, {
      comment: COMMENT,
      review: { rating: 4, text: REVIEW },
      vote: 'hot',
    });
  });

  test.afterAll(async () => {
    await member?.close();
    await server?.stop();
    await smtp?.close();
    if (dataDir) removeDir(dataDir);
  });

  test('shows its comments with their authors and times, its members’ reviews and its temperature', async ({
    page,
  }) => {
    const voted = (await (await page.request.get(`${server.origin}/api/deals/${deal.id}`)).json()) as Deal;
    await page.goto(`${server.origin}${dealPath(deal)}`);
    const comments = page.getByRole('region', { name: COMMENTS_HEADING });
    const comment = comments.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(comment).toContainText(MEMBER.name);
    // Written on UTC's clock, and saying so: the server cannot know the reader's.
    await expect(comment.locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
    );
    // What a member wrote stays text: no link, no bold.
    await expect(comment.getByRole('link')).toHaveCount(0);
    await expect(comment.locator('b')).toHaveCount(0);
    await expect(comments.getByRole('link', { name: SIGN_IN_TO_COMMENT })).toBeVisible();
    await expect(page.getByRole('group', { name: TEMPERATURE_LABEL })).toContainText(temperatureText(voted)!);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    const review = page
      .getByRole('tabpanel', { name: 'Reviews' })
      .getByRole('listitem')
      .filter({ hasText: REVIEW });
    await expect(review).toContainText(MEMBER.name);
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });
});
