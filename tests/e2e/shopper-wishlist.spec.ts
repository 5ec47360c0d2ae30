// The wishlist on the production build: a deal saved on its page is listed on /wishlist, survives a
// reload, and can be removed.
import { expect, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import { removeFromWishlist, SAVE_TO_WISHLIST, WISHLIST_EMPTY } from '../../src/shared/site/screen-texts';
import { openWithDeals, serverDeals } from './support/shopper';

test('a saved deal is on the wishlist, survives a reload, and can be removed', async ({ page }) => {
  const deal = (await serverDeals(page))[1]!;
  await openWithDeals(page, '/');
  await page.goto(`/deal/${encodeURIComponent(deal.id)}`);

  const save = page.getByRole('button', { name: SAVE_TO_WISHLIST });
  // The page is read without the app: the heart claims nothing until the device's wishlist is known, and
  // a press on it saves once the app, which it starts, has taken the page over.
  await expect(save).not.toHaveAttribute('aria-pressed');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('link', { name: /wishlist/i })
    .first()
    .click();
  await expect(page).toHaveURL(PAGES.wishlist.path);
  await expect(page.getByRole('link', { name: deal.title, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: deal.title, exact: true })).toBeVisible();

  await page.getByRole('button', { name: removeFromWishlist(deal.title) }).click();
  await expect(page.getByText(WISHLIST_EMPTY)).toBeVisible();
  await page.reload();
  await expect(page.getByText(WISHLIST_EMPTY)).toBeVisible();
});
