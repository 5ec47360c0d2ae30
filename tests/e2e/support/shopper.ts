// Shared by the shopper browser tests: the server's deals, and waiting for the first sync to fill the
// offline cache (screens read only the cache, so a visible card means the sync has landed).
import { expect, type Page } from '@playwright/test';
import type { Deal } from '../../../src/shared/deal';

/** The deals the server lists (live, own, newest first). */
export async function serverDeals(page: Page): Promise<Deal[]> {
  const response = await page.request.get('/api/deals');
  expect(response.ok()).toBe(true);
  const deals = (await response.json()) as Deal[];
  expect(deals.length).toBeGreaterThan(4);
  return deals;
}

/** Opens a page and waits until deal cards from the cache are on screen. */
export async function openWithDeals(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.deal-card').first()).toBeVisible({ timeout: 20_000 });
}

/** A deal with a full gallery whose category has at least `others` more deals. */
export function dealWithGalleryAndSiblings(deals: readonly Deal[], others = 2): Deal {
  const deal = deals.find(
    (candidate) =>
      candidate.images.length >= 3 &&
      deals.filter((other) => other.category === candidate.category && other.id !== candidate.id).length >=
        others,
  );
  expect(deal, 'a sample deal with three images and similar deals').toBeDefined();
  return deal!;
}

/** A word of the title long enough to be a meaningful search. */
export const searchWordOf = (deal: Deal): string =>
  deal.title
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)[0] ?? deal.title;
