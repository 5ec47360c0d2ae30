// The deal cache in a real browser: the first visit stores the server's deals in IndexedDB, the next
// visit asks only for what changed, and mock mode fills the cache with the built-in sample deals.
import { expect, type Page, test } from '@playwright/test';
import {
  AFFILIATE_DEALS_ENDPOINT,
  DEALS_ENDPOINT,
  fullListUrl,
  SINCE_PARAM,
} from '../../src/shared/deal/deal-api';
import { createSampleDeals } from '../../src/shared/sample/sample-deals';
import { PAGE_ANSWERS_PATH } from '../../src/shared/site/page-answers';

const DATA_SOURCE_STORAGE_KEY = 'rarefinds.dataSource';

interface CacheSnapshot {
  ids: string[];
  meta: Record<string, unknown>;
  runningElectronics: number;
}

/** Reads the app's IndexedDB directly, as the browser stores it. */
function readCache(page: Page): Promise<CacheSnapshot> {
  return page.evaluate(
    () =>
      new Promise<CacheSnapshot>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('deals')) {
            db.close();
            resolve({ ids: [], meta: {}, runningElectronics: 0 });
            return;
          }
          const tx = db.transaction(['deals', 'meta'], 'readonly');
          const snapshot: CacheSnapshot = { ids: [], meta: {}, runningElectronics: 0 };
          const keys = tx.objectStore('deals').getAllKeys();
          keys.onsuccess = () => {
            snapshot.ids = (keys.result as string[]).sort();
          };
          const meta = tx.objectStore('meta').getAll();
          meta.onsuccess = () => {
            for (const row of meta.result as { key: string; value: unknown }[])
              snapshot.meta[row.key] = row.value;
          };
          // The compound index the category screens use, with Infinity standing for "no end date".
          const range = IDBKeyRange.bound(
            ['electronics', Date.now()],
            ['electronics', Number.POSITIVE_INFINITY],
            true,
          );
          const running = tx.objectStore('deals').index('[category+expiresAt]').count(range);
          running.onsuccess = () => {
            snapshot.runningElectronics = running.result;
          };
          tx.oncomplete = () => {
            db.close();
            resolve(snapshot);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

async function waitForSync(page: Page, source: string): Promise<CacheSnapshot> {
  await expect.poll(async () => (await readCache(page)).meta.source, { timeout: 15_000 }).toBe(source);
  return readCache(page);
}

test('the first visit stores the server’s deals and the next visit asks only for changes', async ({
  page,
}) => {
  const listed = await page.request.get(fullListUrl());
  expect(listed.ok()).toBe(true);
  const serverIds = ((await listed.json()) as { id: string }[]).map((deal) => String(deal.id)).sort();
  const affiliate = await page.request.get(AFFILIATE_DEALS_ENDPOINT);
  const affiliateIds = ((await affiliate.json()) as { id: string }[]).map((deal) => String(deal.id));

  await page.goto('/');
  const first = await waitForSync(page, 'api');
  expect(first.ids).toEqual([...new Set([...serverIds, ...affiliateIds])].sort());
  expect(first.meta.lastSyncAt).toEqual(expect.any(String));
  expect(first.meta.syncToken).toEqual(expect.any(String));
  expect(first.runningElectronics).toBeGreaterThan(0);

  const dealRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === DEALS_ENDPOINT) dealRequests.push(url);
  });
  await page.reload();
  await expect
    .poll(async () => (await readCache(page)).meta.lastSyncAt, { timeout: 15_000 })
    .not.toBe(first.meta.lastSyncAt);
  expect(dealRequests.map((url) => url.searchParams.has(SINCE_PARAM))).toEqual([true]);
  expect((await readCache(page)).ids).toEqual(first.ids);
});

test('mock mode fills the cache with the sample deals without asking the server', async ({ page }) => {
  await page.addInitScript(([key]) => localStorage.setItem(key!, 'mock'), [DATA_SOURCE_STORAGE_KEY]);
  const dealRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The takeover asks for the answers the server drew this page from (docs/decisions/0034), whatever the
    // data source: that is the page's own markup, not the deals the sync stores.
    if (pathname.startsWith('/api/') && pathname !== PAGE_ANSWERS_PATH) dealRequests.push(request.url());
  });

  await page.goto('/');
  const cache = await waitForSync(page, 'mock');
  expect(cache.ids).toEqual(
    createSampleDeals()
      .map((deal) => deal.id)
      .sort(),
  );
  expect(dealRequests).toEqual([]);
});
