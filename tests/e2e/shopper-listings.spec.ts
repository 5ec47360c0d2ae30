// The listing screens on the production build: header search, view modes, and sort and tab kept in the
// address across a reload.
import { expect, test } from '@playwright/test';
import { DEALS_PAGE_TABS } from '../../src/shared/deal/categories';
import { matchesSearch } from '../../src/shared/deal/deal-rules';
import { SORT_OPTIONS } from '../../src/shared/deal/deal-texts';
import { SEARCH_PLACEHOLDER } from '../../src/shared/site/layout-texts';
import { PAGES } from '../../src/shared/site/pages';
import { dealsFound, SORT_LABEL, searchFound, VIEW_MODES } from '../../src/shared/site/screen-texts';
import { openWithDeals, searchWordOf, serverDeals } from './support/shopper';

test('searching from the header lands on /search with the matching deals', async ({ page }) => {
  const deals = await serverDeals(page);
  const target = deals[3]!;
  const query = searchWordOf(target);
  const expected = deals.filter((deal) => matchesSearch(deal, query)).length;

  await openWithDeals(page, '/');
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
  await box.fill(query);
  await box.press('Enter');

  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(searchFound(expected, query))).toBeVisible();
  await expect(page.getByRole('link', { name: target.title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(query));
});

test('each view mode lays the cards out differently and the choice survives a reload', async ({ page }) => {
  await openWithDeals(page, '/category/all');
  const count = (await serverDeals(page)).length;
  await expect(page.getByText(dealsFound(count))).toBeVisible();
  const list = page.getByRole('list', { name: PAGES.category.title });
  const firstCard = list.locator('.deal-card').first();

  const layouts: Record<string, { width: number; imageBesideTitle: boolean }> = {};
  for (const mode of VIEW_MODES) {
    await page.getByRole('button', { name: mode.label, exact: true }).click();
    await expect(page.getByRole('button', { name: mode.label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list).toHaveClass(new RegExp(`deal-grid--${mode.id}(\\s|$)`));
    const card = (await firstCard.boundingBox())!;
    const image = (await firstCard.locator('img').boundingBox())!;
    const title = (await firstCard.getByRole('heading').boundingBox())!;
    layouts[mode.id] = { width: Math.round(card.width), imageBesideTitle: title.x >= image.x + image.width };
  }
  // Grids put cards side by side with the picture on top, the compact grid more of them; lists are full
  // width with the picture beside the text.
  expect(layouts.grid!.width).toBeLessThan(layouts.list!.width);
  expect(layouts['compact-grid']!.width).toBeLessThan(layouts.grid!.width);
  expect([layouts.grid!.imageBesideTitle, layouts['compact-grid']!.imageBesideTitle]).toEqual([false, false]);
  expect([layouts.list!.imageBesideTitle, layouts['compact-list']!.imageBesideTitle]).toEqual([true, true]);
  expect(layouts['compact-list']!.width).toBe(layouts.list!.width);

  await page.reload();
  await expect(page.locator('.deal-card').first()).toBeVisible();
  const last = VIEW_MODES.at(-1)!;
  await expect(page.getByRole('button', { name: last.label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('list', { name: PAGES.category.title })).toHaveClass(/deal-grid--compact-list/);
});

test('sort and category tab stay in the address and survive a reload', async ({ page }) => {
  const deals = await serverDeals(page);
  const tab = DEALS_PAGE_TABS.find(
    (candidate) =>
      candidate.slug !== 'all' && deals.filter((deal) => deal.category === candidate.slug).length >= 2,
  )!;
  const inTab = deals.filter((deal) => deal.category === tab.slug);
  const pricesLowToHigh = inTab.map((deal) => deal.currentPrice).sort((a, b) => a - b);
  const priceAsc = SORT_OPTIONS.find((option) => option.key === 'priceAsc')!;

  await openWithDeals(page, '/deals');
  await page.getByRole('tab', { name: tab.label, exact: true }).click();
  // The tab is a link: its page (drawn by the server, or by the app once it is there) comes first.
  await expect(page).toHaveURL(`/deals?category=${tab.slug}`);
  await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('combobox', { name: SORT_LABEL }).selectOption({ label: priceAsc.label });
  // The sort is a GET form before the app and the app's own address after: the same parameters either way.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ category: tab.slug, sort: 'priceAsc' });
  await expect(page).toHaveURL(/^[^?]*\/deals\?/);
  await expect(page.getByText(dealsFound(inTab.length))).toBeVisible();

  const shownPrices = async () =>
    (await page.locator('.deal-card .price__current').allTextContents()).map((text) =>
      Number(text.replace(/[^0-9.]/g, '')),
    );
  expect(await shownPrices()).toEqual(pricesLowToHigh);

  await page.reload();
  await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('combobox', { name: SORT_LABEL })).toHaveValue('priceAsc');
  await expect(page.getByText(dealsFound(inTab.length))).toBeVisible();
  expect(await shownPrices()).toEqual(pricesLowToHigh);
});
