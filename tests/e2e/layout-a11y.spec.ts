// Accessibility as axe checks it, on every distinct screen at a laptop's and a phone's width. One page per
// width is kept for all its screens, as a shopper's tab is: the service worker installs and the first sync
// runs once. Each screen is checked as a shopper who has not touched it sees it: the server's page, or the
// app's render where the app starts by itself (the offline shell, the account pages and the console).
import AxeBuilder from '@axe-core/playwright';
import { type Browser, test as base, expect, type Page, type WorkerInfo } from '@playwright/test';
import { SCREEN_ROUTES } from '../../src/app/route-table';
import { PAGES } from '../../src/shared/site/pages';
import { whenPageSettles } from './support/app-takeover';
import { whenTransitionsEnd } from './support/axe';
import { STATIC_ROUTE_CASES } from './support/route-cases';
import { searchWordOf, serverDeals } from './support/shopper';

const UNKNOWN = '/this/page/does/not/exist';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** One page per width for the whole file (Playwright keeps worker fixtures across tests). */
const test = base.extend<object, { laptop: Page; phone: Page }>({
  laptop: [({ browser }, use, workerInfo) => keptPage(browser, LAPTOP, workerInfo, use), { scope: 'worker' }],
  phone: [({ browser }, use, workerInfo) => keptPage(browser, PHONE, workerInfo, use), { scope: 'worker' }],
});

async function keptPage(
  browser: Browser,
  viewport: { width: number; height: number },
  workerInfo: WorkerInfo,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport, baseURL: workerInfo.project.use.baseURL });
  await use(await context.newPage());
  await context.close();
}

/**
 * Every axe violation, of any impact, once the page shows what it is for: its heading, its title, and the
 * app's own render of it (the app replaces the server's head tags and takes the page over as it starts:
 * docs/decisions/0010), with no transition under way.
 */
async function expectNoViolations(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await whenPageSettles(page);
  await whenTransitionsEnd(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(found, url).toEqual([]);
}

const screenOf = (path: string) => SCREEN_ROUTES.find((route) => route.path === path)?.screen;

/**
 * One address per distinct screen: aliases (/daily-deals, /trending, /popular, /support) draw the same
 * screen as their first path, and every console address shows a visitor the sign-in page, checked once.
 */
const DISTINCT_STATIC_URLS = [
  ...new Map(
    STATIC_ROUTE_CASES.map((route) => [
      route.page === PAGES.login ? 'login' : screenOf(route.pattern),
      route.url,
    ]),
  ).values(),
];

/** A deal page, a category, a search and a store with codes, addressed with the server's own deals. */
async function dealAddresses(page: Page): Promise<string[]> {
  const [deal] = await serverDeals(page);
  return [
    `/deal/${encodeURIComponent(deal!.id)}`,
    `/category/${deal!.category}`,
    `/search?q=${encodeURIComponent(searchWordOf(deal!))}`,
    '/store/best-buy',
  ];
}

test.describe('accessibility (axe): no violation of any impact, on a laptop', () => {
  for (const url of [...DISTINCT_STATIC_URLS, UNKNOWN, '/deal/no-such-deal']) {
    test(url, async ({ laptop }) => expectNoViolations(laptop, url));
  }
  test('a deal page, a category, a search and a store', async ({ laptop }) => {
    for (const url of await dealAddresses(laptop)) await expectNoViolations(laptop, url);
  });
});

// The frame folds differently on a phone (menu, top bar, disclosure, two-column cards): every kind of page.
test.describe('accessibility (axe): no violation of any impact, on a phone', () => {
  for (const url of ['/', PAGES.deals.path, PAGES.faq.path, PAGES.contact.path, PAGES.help.path, UNKNOWN]) {
    test(url, async ({ phone }) => expectNoViolations(phone, url));
  }
  test('a deal page, a category, a search and a store', async ({ phone }) => {
    for (const url of await dealAddresses(phone)) await expectNoViolations(phone, url);
  });
});
