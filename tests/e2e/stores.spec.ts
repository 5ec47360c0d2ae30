// Stores and their codes in the browser, on the production build: a shopper finds a store from a deal,
// sees its codes and deals, copies a code (the shop opens through the counted click-out), answers "Did it
// work?" once, offline too, and opens the store and the directory with the network cut.
import { expect, type Page, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import type { StoreDirectory } from '../../src/shared/store/store';
import {
  ANSWER_KEPT,
  DID_IT_WORK,
  IT_WORKED,
  NO_STORES_FOUND,
  STORE_CODES_HEADING,
  STORE_SEARCH_BUTTON,
  STORE_SEARCH_LABEL,
} from '../../src/shared/store/store-texts';
import { renewOfflineEmulation, visitOnce } from './support/pwa-browser';
import { serverDeals } from './support/shopper';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function directory(page: Page): Promise<StoreDirectory> {
  const response = await page.request.get('/api/stores');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Waits until this device keeps the store directory (the deal sync's worker stores it after the deals). */
async function waitForStoreDirectory(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const request = indexedDB.open('rarefinds');
              request.onsuccess = () => {
                const db = request.result;
                if (!db.objectStoreNames.contains('storeDirectory')) return resolve(false);
                const read = db.transaction('storeDirectory').objectStore('storeDirectory').get('current');
                read.onsuccess = () => resolve(Boolean(read.result));
                read.onerror = () => resolve(false);
              };
              request.onerror = () => resolve(false);
            }),
        ),
      { timeout: 20_000, message: 'the store directory kept on this device' },
    )
    .toBe(true);
}

test('a deal’s store name leads to the store’s page, with its codes and its deals', async ({ page }) => {
  const deal = (await serverDeals(page)).find((candidate) => candidate.store === 'Best Buy')!;
  await page.goto(`/deal/${encodeURIComponent(deal.id)}`);
  await page.getByRole('main').getByRole('link', { name: 'Best Buy', exact: true }).first().click();
  await expect(page).toHaveURL('/store/best-buy');
  await expect(heading(page)).toHaveText('Best Buy Deals & Voucher Codes');
  const codes = page.getByRole('region', { name: STORE_CODES_HEADING });
  await expect(codes.getByRole('heading', { name: '10% off one accessory' })).toBeVisible();
  await expect(codes.getByText('TECH10')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: deal.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /RSS feed/ })).toHaveAttribute(
    'href',
    '/store/best-buy/feed.xml',
  );
});

test('Copy code copies it, opens the shop through the click-out, and asks once whether it worked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The shop itself is not on the test machine: its page is answered here.
  await context.route(/^https:\/\/(www\.)?bestbuy\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Best Buy</title>' }),
  );
  const coupon = (await directory(page)).coupons.find((candidate) => candidate.code === 'TECH10')!;
  await visitOnce(page);
  await page.goto('/store/best-buy');
  const card = page.getByRole('article', { name: coupon.title });
  const shop = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Copy code' }).click();
  const opened = await shop;
  await opened.waitForLoadState();
  // The code has no link of its own: the store's shop opens.
  expect(opened.url()).toBe('https://bestbuy.com/');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TECH10');
  await opened.close();

  const question = card.getByRole('group', { name: DID_IT_WORK });
  await expect(question).toBeVisible();
  await context.setOffline(true);
  await renewOfflineEmulation(context);
  await question.getByRole('button', { name: IT_WORKED }).click();
  await expect(card.getByRole('status')).toHaveText(ANSWER_KEPT);
  await context.setOffline(false);
  // Kept while offline, sent once the connection is back: the code's record counts it.
  await expect
    .poll(async () => (await directory(page)).coupons.find((c) => c.id === coupon.id)?.record.answers30d, {
      timeout: 20_000,
    })
    .toBe(1);

  await page.reload();
  await expect(page.getByRole('article', { name: coupon.title })).toBeVisible();
  await expect(page.getByRole('group', { name: DID_IT_WORK })).toHaveCount(0);
});

test('the store directory finds a store by name, without script too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGES.stores.path);
  await expect(heading(page)).toHaveText(PAGES.stores.title);
  await page.getByLabel(STORE_SEARCH_LABEL).fill('best');
  await page.getByRole('button', { name: STORE_SEARCH_BUTTON }).click();
  await expect(page).toHaveURL('/stores?q=best');
  await expect(page.getByRole('link', { name: 'Best Buy', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amazon', exact: true })).toHaveCount(0);
  await page.goto('/stores?q=zzzz');
  await expect(page.getByText(NO_STORES_FOUND)).toBeVisible();
  await context.close();
});

test('a store page and the directory open offline, as last synced', async ({ page, context }) => {
  await visitOnce(page);
  await waitForStoreDirectory(page);
  await context.setOffline(true);
  await page.goto('/store/rei');
  await expect(heading(page)).toHaveText('REI Deals & Voucher Codes');
  await expect(page.getByText('TRAIL15')).toBeVisible();
  await expect(page.getByText(/\d+ Deals Found/)).toBeVisible();
  await page.goto(PAGES.stores.path);
  await expect(page.getByRole('link', { name: 'REI', exact: true }).first()).toBeVisible();
});
