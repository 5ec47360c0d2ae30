// Pages arrive drawn: the server sends each page's markup and stylesheets, so a shopper sees the page
// before any script runs (or at all, without scripts), and the app then takes over the same page.
import { expect, type Page, test } from '@playwright/test';
import { PAGE_ANSWERS_PATH } from '../../src/shared/site/page-answers';
import { PAGES } from '../../src/shared/site/pages';
import { SCREEN_CHUNKS_SCRIPT_ID } from '../../src/shared/site/screen-chunks';
import { GET_THIS_DEAL } from '../../src/shared/site/screen-texts';
import { startAppNow } from './support/app-takeover';
import { waitForDealCache } from './support/shopper';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ page shows its heading, questions, banner and footer', async ({ page }) => {
    await page.goto(PAGES.faq.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.faq.title);
    await expect(page.getByRole('button', { name: 'What is RareFinds?' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Affiliate disclosure' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a deal page shows the deal and the way to the store', async ({ page, request }) => {
    const [deal] = await (await request.get('/api/deals?limit=1')).json();
    await page.goto(`/deal/${deal.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
    await expect(page.getByRole('link', { name: GET_THIS_DEAL })).toHaveAttribute('href', `/go/${deal.id}`);
  });

  test('the home page is styled by its own stylesheets before the app loads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The disclosure banner sticks to the top: only true when the stylesheets came with the page.
    await expect(page.getByRole('complementary', { name: 'Affiliate disclosure' })).toHaveCSS(
      'position',
      'sticky',
    );
  });
});

test('the app takes over the drawn page without drawing it twice', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(PAGES.faq.path);
  const question = page.getByRole('button', { name: 'What is RareFinds?' });
  await question.click();
  await expect(page.getByRole('region', { name: 'What is RareFinds?' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a deal page asks for its picture first, and its screen’s code is fetched ahead once it has painted', async ({
  page,
  request,
}) => {
  const [deal] = await (await request.get('/api/deals?limit=1')).json();
  // When each file was first asked for, by the page or by its service worker (ms since 1970).
  const asked = new Map<string, number>();
  page.context().on('requestfinished', (finished) => {
    const path = new URL(finished.url()).pathname;
    if (!asked.has(path)) asked.set(path, finished.timing().startTime);
  });
  await page.goto(`/deal/${deal.id}`);
  const named: string[] = JSON.parse(
    (await page.locator(`script#${SCREEN_CHUNKS_SCRIPT_ID}`).textContent()) ?? '[]',
  );
  expect(named.length).toBeGreaterThan(0);
  // Every chunk the page names is fetched ahead (by the service worker's precache), none of it run.
  await expect.poll(() => named.filter((path) => !asked.has(path)), { timeout: 15_000 }).toEqual([]);
  const imageAsked = asked.get(new URL(deal.image, page.url()).pathname);
  const firstPaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : null;
  });
  expect(imageAsked).toBeDefined();
  expect(firstPaint).not.toBeNull();
  for (const path of named) {
    expect(asked.get(path)).toBeGreaterThan(imageAsked!);
    expect(asked.get(path)).toBeGreaterThanOrEqual(firstPaint!);
  }
});

test.describe('before the app has taken the page over', () => {
  /** Holds back the app's code until the returned function is called. */
  const holdTheApp = async (page: Page) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  test('a click on a button still opens what it opens', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto(PAGES.about.path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseApp();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a search typed and sent still lands on its results', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto(PAGES.terms.path, { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('wireless headphones');
    await search.press('Enter');
    releaseApp();
    await expect(page).toHaveURL(/\/search\?q=wireless%20headphones$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for "wireless headphones"',
    );
  });
});

test('a connection lost before the deal cache’s code arrives delays the deals, not the page', async ({
  page,
  context,
  request,
}) => {
  const [deal] = await (await request.get('/api/deals?limit=1')).json();
  // The connection drops just as the app asks for the cache's code (a first visit: no service worker yet).
  let dropped = false;
  await page.route(/\/assets\/cache-[^/]+\.js$/, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  // The shopper reaches for one of the app's controls: the app starts and asks for the cache's code.
  await startAppNow(page);
  await expect.poll(() => dropped).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: deal.title }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('when the page’s answers cannot be had, the app draws the page from the deal cache instead', async ({
  page,
  request,
}) => {
  const [deal] = await (await request.get('/api/deals?limit=1')).json();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The connection drops for the one request that fetches them (a first visit: no service worker yet).
  let asked = false;
  await page.route(`**${PAGE_ANSWERS_PATH}?*`, (route) => {
    asked = true;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await startAppNow(page);
  await expect.poll(() => asked).toBe(true);
  // The app has drawn the page itself, from the deal cache its first sync filled: the time of that sync,
  // which only the app writes, is on the page, with the deals.
  await waitForDealCache(page);
  await expect(page.locator('main .prices-as-of time')).toBeVisible();
  await expect(page.getByRole('link', { name: deal.title }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(
    errors.filter((text) => !text.includes(PAGE_ANSWERS_PATH) && !/Failed to load resource/.test(text)),
  ).toEqual([]);
});
