import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import { STATIC_ROUTE_CASES } from './layout-support';
import { whenTransitionsEnd } from './support/axe';
import { searchWordOf, serverDeals } from './support/shopper';

const UNKNOWN = '/this/page/does/not/exist';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Every axe violation, of any impact, once the page has settled. */
async function expectNoViolations(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app replaces the server's head tags with its own as it starts (docs/decisions/0010): check the page
  // it has become, not the moment in between.
  await expect(page).toHaveTitle(/\S/);
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

/** A deal page, a category and a search, addressed with the server's own deals. */
async function dealAddresses(page: Page): Promise<string[]> {
  const [deal] = await serverDeals(page);
  return [
    `/deal/${encodeURIComponent(deal!.id)}`,
    `/category/${deal!.category}`,
    `/search?q=${encodeURIComponent(searchWordOf(deal!))}`,
  ];
}

test.describe('accessibility (axe): no violation of any impact, on a laptop', () => {
  test.use({ viewport: LAPTOP });
  for (const url of [...STATIC_ROUTE_CASES.map((route) => route.url), UNKNOWN, '/deal/no-such-deal']) {
    test(url, async ({ page }) => expectNoViolations(page, url));
  }
  test('a deal page, a category and a search', async ({ page }) => {
    for (const url of await dealAddresses(page)) await expectNoViolations(page, url);
  });
});

// The frame folds differently on a phone (menu, top bar, disclosure, two-column cards): every kind of page.
test.describe('accessibility (axe): no violation of any impact, on a phone', () => {
  test.use({ viewport: PHONE });
  for (const url of ['/', PAGES.deals.path, PAGES.faq.path, PAGES.contact.path, PAGES.help.path, UNKNOWN]) {
    test(url, async ({ page }) => expectNoViolations(page, url));
  }
  for (const [index, name] of ['a deal page', 'a category', 'a search'].entries()) {
    test(name, async ({ page }) => expectNoViolations(page, (await dealAddresses(page))[index]!));
  }
});
