// Listings arrive drawn with their deals: a crawler (no scripts) finds every live deal by following links
// from /, and the app takes each drawn listing over without drawing it again or showing 'Loading deals...'.
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import type { Deal } from '../../src/shared/deal/deal';
import { PAGE_ANSWERS_PATH } from '../../src/shared/site/page-answers';
import { PAGES } from '../../src/shared/site/pages';
import {
  DEAL_NOT_FOUND,
  dealsFound,
  LOADING_DEALS,
  SHOW_MORE,
  START_SEARCHING,
  searchNone,
} from '../../src/shared/site/screen-texts';
import { VIEW_MODE_STORAGE_KEY } from '../../src/shared/site/storage-keys';
import { VIEW_MODES, type ViewMode } from '../../src/shared/site/view-modes';
import { takeOverNow } from './support/app-takeover';
import { searchWordOf, serverDeals, waitForDealCache } from './support/shopper';

/** Every live deal, through the API's pages. */
async function allLiveDeals(page: Page): Promise<Deal[]> {
  const deals: Deal[] = [];
  let url: string | null = '/api/deals?limit=500';
  while (url) {
    const response: APIResponse = await page.request.get(url);
    expect(response.ok()).toBe(true);
    deals.push(...((await response.json()) as Deal[]));
    const cursor: string | undefined = response.headers()['x-next-cursor'];
    url = cursor ? `/api/deals?limit=500&cursor=${encodeURIComponent(cursor)}` : null;
  }
  return deals;
}

const hrefsIn = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!)['@type'] as string,
  );
const count = (items: readonly string[], item: string) => items.filter((entry) => entry === item).length;

/** What the page logs as an error, or as a part of the server's page drawn again: a takeover logs none. */
function errorsAndRedraws(page: Page): string[] {
  const notes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /drawn again/.test(message.text())) notes.push(message.text());
  });
  return notes;
}

/** Run in the page: notes whether `loadingText` ever shows in its main part from now on. */
function watchForLoadingDeals(loadingText: string): void {
  const seen = { loading: false };
  (window as unknown as { __listing: typeof seen }).__listing = seen;
  new MutationObserver(() => {
    if (document.querySelector('main')?.textContent?.includes(loadingText)) seen.loading = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Whether the page has shown 'Loading deals...' since `watchForLoadingDeals`. */
const loadingDealsSeen = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __listing: { loading: boolean } }).__listing.loading);

test('a crawler that runs no script reaches every live deal from / by links alone', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const live = new Set((await allLiveDeals(page)).map((deal) => `/deal/${encodeURIComponent(deal.id)}`));
  const found = new Set<string>();
  const queue = ['/'];
  const seen = new Set(queue);
  // Pages that list deals, and the pages of the listings they link; deal pages themselves are not read.
  while (queue.length > 0 && seen.size < 400) {
    const address = queue.shift()!;
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    for (const href of hrefsIn(await response.text())) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      if (href.startsWith('/deal/')) found.add(href.split('?')[0]!);
      else if (
        /^\/(deals|category|categories|trending|popular|daily-deals)(\/|\?|$)/.test(href) &&
        !seen.has(href)
      ) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  expect([...live].filter((deal) => !found.has(deal))).toEqual([]);
});

test('listings arrive drawn with deal cards, and the app takes them over without a loading flash', async ({
  page,
}) => {
  const deals = await serverDeals(page);
  const query = searchWordOf(deals[0]!);
  const category = deals[0]!.category;
  const notes = errorsAndRedraws(page);
  const answersFetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PAGE_ANSWERS_PATH) answersFetched.push(request.url());
  });
  // Watches each page from its first byte: 'Loading deals...' must never show.
  await page.addInitScript(watchForLoadingDeals, LOADING_DEALS);
  for (const address of [
    '/',
    '/deals?category=electronics&sort=priceAsc',
    `/category/${category}`,
    '/deals/today',
    `/search?q=${encodeURIComponent(query)}`,
  ]) {
    const html = await (await page.request.get(address)).text();
    expect(hrefsIn(html).filter((href) => href.startsWith('/deal/')).length, address).toBeGreaterThan(0);
    expect(html, address).not.toContain(LOADING_DEALS);
    // The page names the answers it was drawn from; a shopper who only reads never loads them.
    expect(html, address).toMatch(
      /<script type="application\/json" id="page-answers">\{"at":"[^"]+","href":"[^"]+"\}<\/script>/,
    );
    notes.length = 0;
    answersFetched.length = 0;
    await page.goto(address);
    const firstCard = page.locator('main .deal-card').first();
    await expect(firstCard, address).toBeVisible();
    // The cards stay, never giving way to 'Loading deals...', and nothing logs an error or a redraw.
    const heldStill = async () => {
      await expect(firstCard, address).toBeVisible();
      expect(await loadingDealsSeen(page), address).toBe(false);
      expect(notes, address).toEqual([]);
    };
    await waitForDealCache(page);
    await heldStill();
    // A shopper who only reads never fetches them; the app's takeover, at the first press on one of its
    // controls, fetches them once and draws from them what the server drew.
    expect(answersFetched, address).toHaveLength(0);
    await takeOverNow(page);
    await heldStill();
    expect(answersFetched, address).toHaveLength(1);
  }
});

test('on a slow phone, a listing taken over after its deals have synced is drawn from the page to the end', async ({
  page,
}) => {
  const notes = errorsAndRedraws(page);
  await page.goto('/deals?category=electronics&sort=priceAsc');
  await waitForDealCache(page);
  await page.evaluate(watchForLoadingDeals, LOADING_DEALS);
  // The takeover is drawn in slices; on a slow phone they span the moment the start-up hands the page's
  // questions to the synced cache. That hand-over waits until the takeover has committed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await takeOverNow(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.locator('main .deal-card').first()).toBeVisible();
  expect(await loadingDealsSeen(page)).toBe(false);
  expect(notes).toEqual([]);
});

/** Sums, from the page's start, the layout shifts the browser's CLS counts (none right after an input). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const moved = { total: 0 };
    (window as unknown as { __moved: typeof moved }).__moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) moved.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

const layoutShiftSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __moved: { total: number } }).__moved.total);

const PHONE = { width: 412, height: 823 };

test('on a phone, the home page holds still while the app takes it over and its first sync lands', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await watchLayoutShifts(page);
  await page.goto('/');
  await waitForDealCache(page);
  // The cache's own time has replaced the page's: both handovers are behind us.
  await expect(page.locator('main .prices-as-of time')).toBeVisible();
  await expect(page.locator('main .deal-card').first()).toBeVisible();
  // Under 0.001: the category links can settle by a few pixels while their row is read (see below).
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.001);
});

test('on a slow phone, the home page holds still while the browser reads it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await watchLayoutShifts(page);
  // The browser paints what it has read of a long page before it has read the rest: what the page's top
  // shows must not depend on what comes further down (the ad place after the first row of deals).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.goto('/');
  await expect(page.locator('main .deal-card').first()).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The top ad place giving way on a phone once the listing's was read moved the page by 0.066. The
  // category links settle by a few pixels when the browser has read part of their row (under 0.0003).
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.001);
});

test('an unknown category, a page past a listing’s end and an unknown deal answer 404 with the not-found page', async ({
  page,
}) => {
  for (const address of ['/category/space-travel', '/category/electronics?page=999', '/deals?page=abc']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(PAGES.notFound.title);
  }
  const response = await page.goto('/deal/no-such-deal');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEAL_NOT_FOUND);
});

test('a search with no words or a thousand characters answers at once with the spec’s states', async ({
  page,
}) => {
  const empty = await page.goto('/search?q=');
  expect(empty?.status()).toBe(200);
  await expect(page.getByText(START_SEARCHING)).toBeVisible();
  const long = 'deal '.repeat(200).trim();
  const answered = await page.goto(`/search?q=${encodeURIComponent(long)}`);
  expect(answered?.status()).toBe(200);
  await expect(page.getByText(searchNone(long))).toBeVisible();
});

test('each page carries its structured data once, with breadcrumbs and lists where they belong', async ({
  page,
}) => {
  const [deal] = await serverDeals(page);
  const typesOf = async (address: string) => jsonLdTypes(await (await page.request.get(address)).text());

  const home = await typesOf('/');
  expect([count(home, 'WebSite'), count(home, 'Organization'), count(home, 'ItemList')]).toEqual([1, 1, 1]);
  const dealPage = await typesOf(`/deal/${encodeURIComponent(deal!.id)}`);
  expect([count(dealPage, 'Product'), count(dealPage, 'BreadcrumbList')]).toEqual([1, 1]);
  const category = await typesOf(`/category/${deal!.category}`);
  expect([count(category, 'BreadcrumbList'), count(category, 'ItemList')]).toEqual([1, 1]);
  expect(count(await typesOf('/deals'), 'ItemList')).toBe(1);
});

test('a long listing is numbered in pages: Show more adds the next page, whose address a crawler follows', async ({
  page,
}) => {
  const total = (await serverDeals(page)).length;
  test.skip(total <= 48, 'the sample deals fill one page');
  await page.goto('/deals');
  await expect(page.getByText(dealsFound(total))).toBeVisible();
  const more = page.getByRole('link', { name: 'Show more' });
  await expect(more).toHaveAttribute('href', '/deals?page=2');
  await waitForDealCache(page);
  await more.click();
  await expect(page.locator('main .deal-card')).toHaveCount(Math.min(total, 96));
  await expect(page).toHaveURL('/deals');

  await page.goto('/deals?page=2');
  await expect(page.locator('main .deal-card')).toHaveCount(Math.min(total - 48, 48));
  await expect(page.getByRole('link', { name: 'Show earlier deals' })).toHaveAttribute('href', '/deals');
});

/**
 * Jumps to the listing's end (its 'Show more', as a link to it would) and returns the layout shift of the next
 * second: the cards far down are drawn only then (content-visibility), in place of the size they were given
 * until then. Needs watchLayoutShifts.
 */
async function shiftAfterJumpToEnd(page: Page): Promise<number> {
  const before = await layoutShiftSoFar(page);
  await page
    .getByRole('link', { name: SHOW_MORE })
    .evaluate((showMore) => showMore.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(1000);
  return (await layoutShiftSoFar(page)) - before;
}

const JUMPS: { mode: ViewMode; device: string; viewport: { width: number; height: number } }[] = [
  { mode: 'grid', device: 'a desktop', viewport: { width: 1280, height: 720 } },
  { mode: 'grid', device: 'a phone', viewport: { width: 390, height: 844 } },
  { mode: 'list', device: 'a desktop', viewport: { width: 1280, height: 720 } },
  { mode: 'compact-list', device: 'a phone', viewport: { width: 390, height: 844 } },
];

for (const { mode, device, viewport } of JUMPS) {
  const label = VIEW_MODES.find((view) => view.id === mode)!.label;
  test(`on ${device}, a long listing in the ${label} view holds still when the shopper jumps to its end`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [
      VIEW_MODE_STORAGE_KEY,
      mode,
    ] as const);
    const page = await context.newPage();
    await watchLayoutShifts(page);
    try {
      await page.goto('/deals');
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('link', { name: SHOW_MORE })).toBeVisible();
      // The good threshold of Google's CLS is 0.1 for a whole visit.
      expect(await shiftAfterJumpToEnd(page)).toBeLessThan(0.02);
    } finally {
      await context.close();
    }
  });
}
