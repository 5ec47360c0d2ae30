// Shared by the shopper browser tests: the server's deals, and waiting for the first sync to fill the
// offline cache. (Pages arrive drawn with their deals, so a visible card no longer says the sync landed:
// the cache itself is asked.)
import { expect, type Page } from '@playwright/test';
import type { Deal } from '../../../src/shared/deal/deal';

/** The deals the server lists (live, own, newest first). */
export async function serverDeals(page: Page): Promise<Deal[]> {
  const response = await page.request.get('/api/deals');
  expect(response.ok()).toBe(true);
  const deals = (await response.json()) as Deal[];
  expect(deals.length).toBeGreaterThan(4);
  return deals;
}

/** Whether a sync has stored the deals on this device: the cache records when it last synced. */
const dealCacheSynced = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'rarefinds')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('rarefinds');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('meta')) {
          db.close();
          resolve(false);
          return;
        }
        const read = db.transaction('meta').objectStore('meta').get('lastSyncAt');
        read.onsuccess = () => {
          db.close();
          resolve(read.result !== undefined);
        };
        read.onerror = () => resolve(false);
      };
    });
  });

/** Waits until the first deal sync has stored the deals on this device. */
export async function waitForDealCache(page: Page): Promise<void> {
  await expect
    .poll(() => dealCacheSynced(page), { timeout: 20_000, message: 'the first deal sync' })
    .toBe(true);
}

/** Opens a page and waits until its deal cards are on screen and the deals are stored on the device. */
export async function openWithDeals(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.deal-card').first()).toBeVisible({ timeout: 20_000 });
  await waitForDealCache(page);
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
