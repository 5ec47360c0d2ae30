// The deal detail screen on the production build: gallery, affiliate link, share, reviews, similar deals
// and an unknown id.
import { expect, test } from '@playwright/test';
import type { Deal } from '../../src/shared/deal/deal';
import {
  BACK_TO_DEALS,
  CLOSE,
  DEAL_NOT_FOUND,
  GET_THIS_DEAL,
  imageCounter,
  NEXT_IMAGE,
  PREVIOUS_IMAGE,
  SHARE,
  SHARE_DIALOG_TITLE,
  SIMILAR_DEALS,
  SUBMIT_REVIEW,
  shareText,
  starsLabel,
  YOUR_REVIEW,
} from '../../src/shared/site/screen-texts';
import { takeOverNow } from './support/app-takeover';
import { dealWithGalleryAndSiblings, openWithDeals, serverDeals } from './support/shopper';

let deal: Deal;
let deals: Deal[];

test.beforeEach(async ({ page }) => {
  deals = await serverDeals(page);
  deal = dealWithGalleryAndSiblings(deals);
  await openWithDeals(page, '/');
});

const dealPath = (id: string) => `/deal/${encodeURIComponent(id)}`;

test('a card opens the deal, whose gallery wraps around both ways', async ({ page }) => {
  await page.goto(`/category/${deal.category}`);
  await page.getByRole('link', { name: deal.title, exact: true }).click();
  await expect(page).toHaveURL(dealPath(deal.id));
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  // The gallery's wrap-around and its hiding of the other images from assistive technology are the app's:
  // the shopper reaches for one of its controls first.
  await takeOverNow(page);

  const total = deal.images.length;
  // Every image is on the page, in a strip: only the one shown shows its counter, and the app hides the
  // others from assistive technology.
  const counter = page.getByText(/^Image \d+ of \d+$/).filter({ visible: true });
  const mainImage = page.getByRole('img', { name: /\(Image \d+ of \d+\)$/ }).filter({ visible: true });
  await expect(counter).toHaveText(imageCounter(0, total));
  await expect(mainImage).toHaveAttribute('src', deal.images[0]!);

  await page.getByRole('button', { name: PREVIOUS_IMAGE }).click();
  await expect(counter).toHaveText(imageCounter(total - 1, total));
  await expect(mainImage).toHaveAttribute('src', deal.images[total - 1]!);

  await page.getByRole('button', { name: NEXT_IMAGE }).click();
  await expect(counter).toHaveText(imageCounter(0, total));
  for (let step = 1; step < total; step += 1) await page.getByRole('button', { name: NEXT_IMAGE }).click();
  await expect(counter).toHaveText(imageCounter(total - 1, total));
  await page.getByRole('button', { name: NEXT_IMAGE }).click();
  await expect(counter).toHaveText(imageCounter(0, total));
  await expect(mainImage).toHaveAttribute('src', deal.images[0]!);
});

test("'Get This Deal' is a sponsored link through /go/{id}, which redirects to the store", async ({
  page,
}) => {
  await page.goto(dealPath(deal.id));
  const link = page.getByRole('link', { name: GET_THIS_DEAL });
  await expect(link).toHaveAttribute('href', `/go/${encodeURIComponent(deal.id)}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  const response = await page.request.get(`/go/${encodeURIComponent(deal.id)}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(deal.affiliateUrl);
});

test('Share opens links built from the page address and the deal text; a choice, Close and Escape close it', async ({
  page,
}) => {
  // Desktop Chromium may offer the Web Share sheet; the dialog is what browsers without it get.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto(dealPath(deal.id));
  const pageUrl = page.url();
  const text = shareText(deal.title);

  await page.getByRole('button', { name: SHARE }).click();
  const dialog = page.getByRole('dialog', { name: SHARE_DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  const hrefOf = async (name: string) => (await dialog.getByRole('link', { name }).getAttribute('href'))!;

  expect(new URL(await hrefOf('Facebook')).searchParams.get('u')).toBe(pageUrl);
  const twitter = new URL(await hrefOf('Twitter')).searchParams;
  expect([twitter.get('url'), twitter.get('text')]).toEqual([pageUrl, text]);
  expect(new URL(await hrefOf('WhatsApp')).searchParams.get('text')).toBe(`${text} ${pageUrl}`);
  const mail = await hrefOf('Email');
  const mailParams = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
  expect(mailParams.get('subject')).toBe(text);
  expect(mailParams.get('body')).toContain(pageUrl);

  // Choosing a network opens it in a new tab and closes the dialog.
  const popup = page.waitForEvent('popup');
  await page.route(/facebook\.com/, (route) => route.fulfill({ status: 200, body: 'ok' }));
  await dialog.getByRole('link', { name: 'Facebook' }).click();
  await (await popup).close();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: SHARE }).click();
  await dialog.getByRole('button', { name: CLOSE }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: SHARE }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a review is kept on the device, listed, and the form resets', async ({ page }) => {
  await page.goto(dealPath(deal.id));
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const text = `Arrived quickly and works as described (${Date.now()}).`;
  // The first tap on the form starts the app, which takes it over and then gets the tap.
  const fourStars = page.getByRole('radio', { name: starsLabel(4) });
  await fourStars.click();
  await expect(fourStars).toBeChecked();
  await page.getByRole('textbox', { name: YOUR_REVIEW }).fill(text);
  await page.getByRole('button', { name: SUBMIT_REVIEW }).click();

  const review = page.locator('.review').filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: YOUR_REVIEW })).toHaveValue('');

  const helpful = review.getByRole('button', { name: 'Helpful (0)' });
  await helpful.click();
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.locator('.review').filter({ hasText: text })).toBeVisible();
});

test('similar deals are of the same category, not this deal, and open their own page', async ({ page }) => {
  await page.goto(dealPath(deal.id));
  const region = page.getByRole('region', { name: SIMILAR_DEALS });
  // Each card links its deal by its title, and its store's name to the store's page.
  const links = region.getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  const sameCategory = new Set(
    deals
      .filter((other) => other.category === deal.category && other.id !== deal.id)
      .map((other) => other.title),
  );
  for (const title of await links.allTextContents()) expect(sameCategory.has(title)).toBe(true);

  const next = (await links.first().textContent())!;
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  await expect(page).not.toHaveURL(dealPath(deal.id));
});

test("an unknown deal id shows 'Deal not found' and 'Back to Deals' leads home", async ({ page }) => {
  const response = await page.goto('/deal/no-such-deal-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: DEAL_NOT_FOUND })).toBeVisible();
  await page.getByRole('link', { name: BACK_TO_DEALS }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.deal-card').first()).toBeVisible();
});
