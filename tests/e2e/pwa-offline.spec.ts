// After one online visit, the app works with the network cut: every screen renders from the service
// worker's precache and the deals stored on the device. Each test makes its own first visit.
import { expect, type Page, test } from '@playwright/test';
import type { Deal } from '../../src/shared/deal/deal';
import { PAGES } from '../../src/shared/site/pages';
import { OFFLINE_TEXT } from '../../src/shared/site/pwa-texts';
import {
  GET_THIS_DEAL,
  OFFLINE_GET_DEAL,
  SAVE_TO_WISHLIST,
  searchFound,
} from '../../src/shared/site/screen-texts';
import { consoleOnlyFiles, isConsoleScreen, readBuildManifest } from '../../vite-plugins/console-chunks';
import { renewOfflineEmulation, visitOnce } from './support/pwa-browser';

/** Information pages: no deal data, only the precached shell and their own code chunk. */
const INFORMATION_PAGES = [
  PAGES.about,
  PAGES.careers,
  PAGES.press,
  PAGES.support,
  PAGES.faq,
  PAGES.contact,
  PAGES.shipping,
  PAGES.returns,
  PAGES.help,
  PAGES.privacy,
  PAGES.terms,
  PAGES.sitemap,
  PAGES.track,
  PAGES.downloadApp,
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A word of the deal's title that is long enough to be a meaningful search. */
const searchWordOf = (deal: Deal) =>
  deal.title
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)[0] ?? deal.title;

/** Deals as the server lists them; the last one is never shown on the home page's first rows. */
const liveDeals = async (page: Page): Promise<Deal[]> => {
  const response = await page.request.get('/api/deals');
  expect(response.ok()).toBe(true);
  const deals = (await response.json()) as Deal[];
  expect(deals.length).toBeGreaterThan(0);
  return deals;
};

/** The files the service worker precached, as paths within the site (assets/…, index.html). */
const precachedFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const files: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) {
        files.push(new URL(request.url).pathname.slice(1));
      }
    }
    return files;
  });

test('the precache holds the shop’s screens and none of the console’s code', async ({ page }) => {
  await visitOnce(page);
  const precached = await precachedFiles(page);
  const manifest = readBuildManifest(process.env.DIST_DIR ?? 'dist');
  expect(precached).toContain(manifest['src/app/routes/home.tsx']!.file);
  expect(precached).toContain(manifest['src/app/routes/deal.tsx']!.file);
  const consoleScreens = Object.keys(manifest)
    .filter(isConsoleScreen)
    .map((key) => manifest[key]!.file);
  expect(consoleScreens.length).toBeGreaterThan(8);
  const consoleFiles = new Set([...consoleScreens, ...consoleOnlyFiles(manifest)]);
  expect(precached.filter((file) => consoleFiles.has(file) || /uPlot/.test(file))).toEqual([]);
});

test('the deal screens open offline: home, a category, search, an unopened deal, the wishlist', async ({
  page,
  context,
}) => {
  const deals = await liveDeals(page);
  const [saved, unopened] = [deals[0]!, deals.at(-1)!];
  expect(unopened.id).not.toBe(saved.id);
  const query = searchWordOf(unopened);
  await visitOnce(page);
  await page.goto(`/deal/${encodeURIComponent(saved.id)}`);
  const save = page.getByRole('button', { name: SAVE_TO_WISHLIST });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(true);

  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  await expect(page.locator('a[href^="/deal/"]').first()).toBeVisible();

  await page.goto(`/category/${unopened.category}`);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText(/\d+ Deals Found/)).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(new RegExp(`^Found \\d+ deals for "${query}"$`))).toBeVisible();

  await page.goto(`/deal/${encodeURIComponent(unopened.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: unopened.title })).toBeVisible();
  await renewOfflineEmulation(context);
  // Opening the store needs the network: the page says so instead of opening a dead tab.
  await page.getByRole('link', { name: GET_THIS_DEAL }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_GET_DEAL })).toBeVisible();
  expect(context.pages()).toHaveLength(1);

  await page.goto(PAGES.wishlist.path);
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(PAGES.wishlist.title));
  await expect(page.getByRole('main').getByText(saved.title).first()).toBeVisible();
});

test('every information page opens offline', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  for (const info of INFORMATION_PAGES) {
    await page.goto(info.path);
    await expect(heading(page), info.path).toBeVisible();
    await expect(page, info.path).toHaveTitle(`${info.title} | RareFinds`);
  }
});

test('the header search works offline', async ({ page, context }) => {
  const [deal] = await liveDeals(page);
  const query = searchWordOf(deal!);
  await visitOnce(page);
  await context.setOffline(true);
  await page.goto(PAGES.about.path);

  const search = page.getByRole('banner').getByPlaceholder('Search for deals...');
  await search.fill(query);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}$`));
  await expect(page.getByText(new RegExp(`^Found \\d+ deals for "${query}"$`))).toBeVisible();
  const found = Number((await page.getByText(/^Found \d+ deals for/).textContent())?.match(/\d+/)?.[0]);
  expect(found).toBeGreaterThan(0);
  await expect(page.getByText(searchFound(found, query))).toBeVisible();
});

test('offline, the page says so; back online, the notice goes away', async ({ page, context }) => {
  await visitOnce(page);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Prices as of \S+/);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('/api/ and other server paths are never answered with the app shell', async ({ page, context }) => {
  await visitOnce(page);

  // Online, with the worker in control: the server's own responses come through untouched.
  for (const path of ['/api/deals', '/robots.txt', '/sitemap.xml', '/feed.xml']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-type'], path).not.toContain('text/html');
    expect(await response?.text(), path).not.toContain('<div id="root">');
  }

  await page.goto('/');
  await context.setOffline(true);
  // Offline, a data request fails as a network error the app can handle, never as HTML.
  const apiOutcome = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/deals');
      return `answered ${response.headers.get('content-type')}`;
    } catch (error) {
      return `failed ${(error as Error).name}`;
    }
  });
  expect(apiOutcome).toBe('failed TypeError');
  // And a navigation to an API address shows the browser's offline error, not the app.
  await expect(page.goto('/api/deals')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
