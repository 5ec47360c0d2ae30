// On a 375×812 phone the first deal card of a listing (its image, title and price) is whole on the first
// screen, and every part of the frame the spec asks for is still there: compact, not gone.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SHORTCUTS_LABEL } from '../../src/shared/site/layout-texts';
import { DISCLOSURE_TEXT } from '../../src/shared/site/site';
import { searchWordOf, serverDeals } from './support/shopper';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** The part's box lies within the first screen, without scrolling. */
async function expectOnFirstScreen(part: Locator, what: string) {
  const box = await part.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends on the first screen`).toBeLessThanOrEqual(PHONE.height);
}

async function expectFirstCardWhole(page: Page, address: string) {
  await page.goto(address);
  const card = page.locator('main .deal-card').first();
  await expect(card, address).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), address).toBe(0);
  await expectOnFirstScreen(card, `${address}: the first card`);
  await expectOnFirstScreen(card.locator('img'), `${address}: its image`);
  await expectOnFirstScreen(card.getByRole('heading'), `${address}: its title`);
  await expectOnFirstScreen(card.locator('.price'), `${address}: its price`);
}

test('the first deal card is whole on the first screen of every listing', async ({ page }) => {
  const deals = await serverDeals(page);
  for (const address of [
    '/',
    '/deals',
    `/category/${deals[0]!.category}`,
    `/search?q=${encodeURIComponent(searchWordOf(deals[0]!))}`,
  ]) {
    await expectFirstCardWhole(page, address);
  }
});

test('the frame keeps every part on a phone: disclosure, top bar links, header, sub-header, ad places', async ({
  page,
}) => {
  await page.goto('/deals');
  const disclosure = page.getByRole('complementary', { name: 'Affiliate disclosure' });
  await expect(disclosure).toHaveCSS('position', 'sticky');
  // The whole text is on the page, shown on two short lines, its link under them (it stacks under 768px).
  await expect(disclosure.getByRole('note')).toHaveText(DISCLOSURE_TEXT);
  await expect(disclosure.getByRole('link', { name: 'How we earn' })).toBeVisible();
  const lineHeight = await disclosure
    .getByRole('note')
    .evaluate((note) => Number.parseFloat(getComputedStyle(note).lineHeight));
  expect((await disclosure.getByRole('note').boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
  expect((await disclosure.boundingBox())!.height).toBeLessThanOrEqual(64);

  await expect(page.getByRole('banner').getByPlaceholder('Search for deals...')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Deal categories' }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: /^Advertisement/ })).toHaveCount(2);

  // The top bar's links are in the menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  const shortcuts = page.getByRole('navigation', { name: SHORTCUTS_LABEL });
  await expect(shortcuts).toHaveCount(1);
  for (const name of ['Get the app', 'Daily deals', 'Help center', 'Track orders']) {
    await expect(shortcuts.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('switch')).toBeVisible();
});
