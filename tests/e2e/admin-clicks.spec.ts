// The console's Clicks section in Chromium against the production build: a shopper opens a deal and follows
// Get This Deal three times (the store is a stub page, so nothing leaves this machine); the operator then sees
// 3 clicks and the one view for that deal at /admin/clicks, with the chart drawn by uPlot (loaded only there),
// and the page passes axe at desktop and phone widths. Its own server and SMTP catcher on free ports.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { TOP_DEALS_DAYS } from '../../src/shared/console/admin-clicks';
import { CLICKS_TEXTS } from '../../src/shared/console/admin-clicks-texts';
import type { Deal } from '../../src/shared/deal/deal';
import { GET_THIS_DEAL } from '../../src/shared/site/screen-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';
import { serverDeals } from './support/shopper';

const OPERATOR = { name: 'Olga Operator', email: 'olga.clicks@example.com' };
const STORE_PAGE = '<!doctype html><html lang="en"><title>The store</title><h1>The store</h1></html>';

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let operatorContext: BrowserContext;
let operator: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(0);
  dataDir = makeTempDir('admin-clicks-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  ({ context: operatorContext, page: operator } = await signedIn(
    browser,
    { server, smtp },
    OPERATOR,
    '/admin/clicks',
  ));
});

test.afterAll(async () => {
  await operatorContext?.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

/** The period's last day as the summary states it (the server's UTC day). */
async function lastDayShown(page: Page): Promise<string> {
  const summary = await page.getByText(/^From \d{4}-\d{2}-\d{2} to /).textContent();
  return /to (\d{4}-\d{2}-\d{2})/.exec(summary ?? '')![1]!;
}

/** The row of a deal in one of the deal tables, named by its heading. */
const dealRow = (page: Page, table: string, title: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: title });

test('three click-outs show as 3 clicks', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext({ baseURL: server.origin });
  // Every address outside the site is the store: a stub page answers instead of the real one.
  await shopperContext.route(
    (url) => url.origin !== server.origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STORE_PAGE }),
  );
  const shopper = await shopperContext.newPage();
  const chartCode: string[] = [];
  shopper.on('request', (request) => {
    if (/uPlot/.test(request.url())) chartCode.push(request.url());
  });
  const deal: Deal = (await serverDeals(shopper))[0]!;

  // Opening the deal's page counts one view (the page's beacon), answered at once with 204.
  const viewCounted = shopper.waitForResponse((response) =>
    response.url().endsWith(`/api/deals/${encodeURIComponent(deal.id)}/view`),
  );
  await shopper.goto(`/deal/${encodeURIComponent(deal.id)}`);
  await expect(shopper.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  expect((await viewCounted).status()).toBe(204);

  for (let click = 1; click <= 3; click += 1) {
    const [store] = await Promise.all([
      shopper.waitForEvent('popup'),
      shopper.getByRole('link', { name: GET_THIS_DEAL }).click(),
    ]);
    await expect(store.getByRole('heading', { name: 'The store' })).toBeVisible();
    expect(store.url()).toBe(deal.affiliateUrl);
    await store.close();
  }
  // The shop never loads the console's chart code.
  expect(chartCode).toEqual([]);
  await shopperContext.close();

  const consoleChartCode: string[] = [];
  operator.on('request', (request) => {
    if (/uPlot/.test(request.url())) consoleChartCode.push(request.url());
  });
  await operator.setViewportSize({ width: 1280, height: 900 });
  await operator.goto('/admin/clicks');
  await expect(operator.getByRole('heading', { level: 1, name: 'Clicks' })).toBeVisible();
  await expect(operator.getByText(/: 3 clicks and 1 view, a click-through rate of 300\.0 %\./)).toBeVisible();

  const top = dealRow(operator, CLICKS_TEXTS.topHeading(TOP_DEALS_DAYS), deal.title);
  await expect(top.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(top.getByRole('cell')).toHaveText([deal.title, deal.store, '3', '1', '300.0 %']);
  await expect(top.getByRole('link', { name: deal.title })).toHaveAttribute(
    'href',
    `/deal/${encodeURIComponent(deal.id)}`,
  );
  await expect(dealRow(operator, CLICKS_TEXTS.dealsHeading, deal.title).getByRole('cell')).toHaveText([
    deal.title,
    deal.store,
    '3',
    '1',
    '300.0 %',
  ]);
  await expect(
    operator
      .getByRole('table', { name: CLICKS_TEXTS.storesHeading })
      .getByRole('row')
      .filter({ hasText: deal.store }),
  ).toContainText('3');

  // The chart: uPlot, loaded here and only here, draws today's clicks.
  await expect(operator.locator('.clicks-chart__canvas canvas').first()).toBeVisible();
  await expect(operator.getByText(CLICKS_TEXTS.chartLoading)).toBeHidden();
  expect(consoleChartCode.some((url) => /uPlot.*\.js$/.test(url))).toBe(true);
  // The same figures as a table, for whoever cannot see the chart.
  await operator.getByText(CLICKS_TEXTS.chartAsTable).click();
  const today = await lastDayShown(operator);
  await expect(
    operator
      .getByRole('table', { name: CLICKS_TEXTS.chartAsTable })
      .getByRole('row')
      .filter({ hasText: today }),
  ).toHaveText(`${today}31`);
  await expectAccessible(operator);

  // A phone: the tables become cards that name each figure, and nothing is wider than the screen.
  await operator.setViewportSize({ width: 375, height: 800 });
  await expect(top.getByRole('cell').nth(2)).toBeVisible();
  expect(
    await top
      .getByRole('cell')
      .nth(2)
      .evaluate((cell) => getComputedStyle(cell, '::before').content),
  ).toBe('"Clicks: "');
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(operator.locator('.clicks-chart__canvas canvas').first()).toBeVisible();
  expect(
    await operator
      .locator('.clicks-chart__canvas')
      .evaluate((holder) => holder.scrollWidth <= holder.clientWidth),
  ).toBe(true);
  await expectAccessible(operator);
});

test('visitors are sent to sign in, and the period can be chosen', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: server.origin });
  const page = await visitor.newPage();
  await page.goto('/admin/clicks');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fclicks$/);
  await visitor.close();

  await operator.goto('/admin/clicks');
  await expect(operator.getByText(/: 3 clicks and 1 view/)).toBeVisible();
  const today = await lastDayShown(operator);
  await operator.getByLabel(CLICKS_TEXTS.period).selectOption({ label: CLICKS_TEXTS.lastDays(7) });
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await expect(operator.getByText(new RegExp(`^From ${from} to `))).toBeVisible();
});
