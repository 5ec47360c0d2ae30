// A deal page tells the deal's real price history: a chart of the last 90 days with its summary and a table,
// online and again offline from the device after one visit; the honest 30-day comparison, on the page and
// its card; and when its link was last checked (a round run by `npm run deals -- check-links` against a stub
// shop on 127.0.0.1, named in LINK_CHECK_ALLOW_HOSTS, on the spec's own server). No part of the page is
// drawn differently by the server and by the app taking it over.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { type StubShop, startStubShop } from '../../server/test-support/stub-shop';
import type { Deal } from '../../src/shared/deal/deal';
import { formatPrice } from '../../src/shared/deal/deal-rules';
import { type PriceHistoryAnswer, shownDiscount } from '../../src/shared/price-history/price-history';
import {
  LOWEST_IN_90_DAYS,
  lowestBeforeText,
  PRICE_HISTORY_HEADING,
  SHOP_LIST_PRICE,
  SHOW_AS_TABLE,
} from '../../src/shared/price-history/price-history-texts';
import { discountBadge } from '../../src/shared/site/screen-texts';
import { takeOverNow } from './support/app-takeover';
import { expectAccessible } from './support/axe';
import {
  type AppServer,
  freePort,
  makeTempDir,
  removeDir,
  renewOfflineEmulation,
  startAppServer,
  visitOnce,
} from './support/pwa-browser';
import { serverDeals } from './support/shopper';

const dealPath = (id: string) => `/deal/${encodeURIComponent(id)}`;

interface Recorded {
  deal: Deal;
  history: PriceHistoryAnswer;
}

/** The deals whose prices the server has recorded, with their histories. */
async function recordedDeals(page: Page): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  for (const deal of (await serverDeals(page)).filter((listed) => listed.priceTruth)) {
    const answer = await page.request.get(`/api/deals/${encodeURIComponent(deal.id)}/history`);
    expect(answer.ok()).toBe(true);
    recorded.push({ deal, history: (await answer.json()) as PriceHistoryAnswer });
  }
  return recorded;
}

/** A deal whose price has changed in the last 90 days: its chart has steps to draw. */
async function dealWithHistory(page: Page): Promise<Recorded> {
  const found = (await recordedDeals(page)).find(({ history }) => history.points.length >= 2);
  if (!found) throw new Error('No live deal has a price history of two prices or more.');
  return found;
}

/** Messages that say the app drew part of the server's page again, and errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /drawn again/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

const historySection = (page: Page) => page.getByRole('region', { name: PRICE_HISTORY_HEADING });

/** The section as it shows a history: the chart, the summary and the table's toggle. */
async function expectHistoryShown(page: Page, { deal, history }: Recorded): Promise<void> {
  const section = historySection(page);
  await expect(section.getByRole('heading', { level: 2, name: PRICE_HISTORY_HEADING })).toBeVisible();
  const current = formatPrice(history.points.at(-1)!.price);
  await expect(
    section.getByRole('img', { name: new RegExp(`^Chart of the price .* now \\${current}\\.$`) }),
  ).toBeVisible();
  await expect(section.getByText('Now', { exact: true })).toBeVisible();
  await expect(section.locator('dd').first()).toContainText(current);
  await expect(section.getByText(SHOW_AS_TABLE)).toBeVisible();
  expect(deal.id).toBe(history.dealId);
}

test('a deal page shows its price history online and again offline, taken over without redrawing', async ({
  page,
  context,
}) => {
  const recorded = await dealWithHistory(page);
  const problems = watchConsole(page);
  await visitOnce(page);
  await page.goto(dealPath(recorded.deal.id));
  await expect(page.getByRole('heading', { level: 1, name: recorded.deal.title })).toBeVisible();
  await expectHistoryShown(page, recorded);

  // The table says what the chart shows, newest first.
  await historySection(page).getByText(SHOW_AS_TABLE).click();
  const table = historySection(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(recorded.history.points.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(
    formatPrice(recorded.history.points.at(-1)!.price),
  );
  await expectAccessible(page);
  expect(problems).toEqual([]);

  // Offline, from the copy on the device.
  await context.setOffline(true);
  await page.goto('/');
  await page.goto(dealPath(recorded.deal.id));
  await renewOfflineEmulation(context);
  await expect(page.getByRole('heading', { level: 1, name: recorded.deal.title })).toBeVisible();
  await expectHistoryShown(page, recorded);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a deal page shows its price history as the server drew it: summary, chart and table', async ({
    page,
  }) => {
    const recorded = await dealWithHistory(page);
    await page.goto(dealPath(recorded.deal.id));
    await expectHistoryShown(page, recorded);
    // The chart is drawn, not waited for: an SVG with a fixed viewBox inside the named image.
    const chart = historySection(page).getByRole('img');
    await expect(chart.locator('svg')).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/);
    const box = await chart.boundingBox();
    expect(box && box.width > 200 && box.height > 150).toBe(true);
    // The table opens without the app (a details element) and lists every price of the answer.
    await historySection(page).getByText(SHOW_AS_TABLE).click();
    await expect(historySection(page).getByRole('table').getByRole('row')).toHaveCount(
      recorded.history.points.length + 1,
    );
    // How fresh the prices are, on UTC's clock: the server cannot know the shopper's.
    await expect(page.getByText(/^Prices as of .+ UTC$/).first()).toBeVisible();
  });
});

test.describe('in a time zone far from UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the app takes the drawn history over without drawing it again, then writes the shopper’s time', async ({
    page,
  }) => {
    const recorded = await dealWithHistory(page);
    const problems = watchConsole(page);
    await page.goto(dealPath(recorded.deal.id));
    await takeOverNow(page);
    await expectHistoryShown(page, recorded);
    await expect(page.getByText(/^Prices as of /).first()).not.toHaveText(/UTC$/);
    expect(problems).toEqual([]);
  });
});

test('the history fits a phone’s screen and a desktop’s', async ({ page }) => {
  const recorded = await dealWithHistory(page);
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(dealPath(recorded.deal.id));
    await expectHistoryShown(page, recorded);
    const chart = historySection(page).getByRole('img');
    const box = await chart.boundingBox();
    const section = await historySection(page).boundingBox();
    expect(box && section && box.x >= section.x && box.x + box.width <= section.x + section.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
  await expectAccessible(page);
});

test('a deal page states the 30-day low and an honest discount, as its card does', async ({ page }) => {
  const compared = (await recordedDeals(page))
    .map(({ deal }) => deal)
    .filter((deal) => deal.priceTruth?.lowestBefore != null);
  const neverCharged = compared.find((deal) => shownDiscount(deal).listPriceOnly);
  const charged = compared.find((deal) => !shownDiscount(deal).listPriceOnly);
  if (!neverCharged || !charged)
    throw new Error('The live deals lack a list price charged and one never charged.');
  for (const deal of [neverCharged, charged]) {
    const shown = shownDiscount(deal);
    await page.goto(dealPath(deal.id));
    const info = page.locator('.deal-detail__info');
    await expect(info.getByText(lowestBeforeText(formatPrice(deal.priceTruth!.lowestBefore!)))).toBeVisible();
    // A list price never charged is labelled as such; the percentage is taken against the 30-day low.
    await expect(info.getByText(`${SHOP_LIST_PRICE}:`)).toHaveCount(shown.listPriceOnly ? 1 : 0);
    await expect(info.getByText(/^Save \$[\d,.]+ \(\d+%\)$/)).toHaveText(
      shown.percent > 0 ? new RegExp(`\\(${shown.percent}%\\)$`) : [],
    );
    await expect(info.getByText(LOWEST_IN_90_DAYS)).toHaveCount(deal.priceTruth!.lowestIn90Days ? 1 : 0);

    // Its card says the same.
    await page.goto(`/search?q=${encodeURIComponent(deal.title)}`);
    const card = page
      .locator('.deal-card', { has: page.getByRole('link', { name: deal.title, exact: true }) })
      .first();
    await expect(card.locator('.deal-card__badge')).toHaveText(
      shown.percent > 0 ? discountBadge(shown.percent) : [],
    );
    await expect(card.getByText(`${SHOP_LIST_PRICE}:`)).toHaveCount(shown.listPriceOnly ? 1 : 0);
  }
});

test.describe('when the link was last checked', () => {
  let shop: StubShop;
  let server: AppServer;
  let dataDir: string;

  /**
   * An operator command (`npm run deals`), handed to the running server. Run without blocking this process:
   * the stub shop the link checks reach answers from it.
   */
  const deals = async (...args: string[]) => {
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/deals.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in run ? run.code : 0, run.stderr).toBe(0);
  };

  /** A deal the operator imports, its link at the stub shop's `path`. */
  const shopDeal = (id: string, title: string, path: string) => ({
    id,
    title,
    description: `${title}, sold by the shop the link checks reach.`,
    store: 'Loopback Shop',
    image: '/images/placeholder-deal.svg',
    currentPrice: 24.99,
    originalPrice: 39.99,
    affiliateUrl: `${shop.origin()}${path}`,
    category: 'home-garden',
    createdAt: new Date().toISOString(),
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startStubShop();
    dataDir = makeTempDir('price-history-data');
    server = await startAppServer({
      port: await freePort(),
      distDir: process.env.DIST_DIR ?? 'dist',
      dataDir,
      env: { LINK_CHECK_ALLOW_HOSTS: '127.0.0.1' },
    });
    const file = join(dataDir, 'shop-deals.json');
    writeFileSync(
      file,
      JSON.stringify([
        shopDeal('loopback-kettle', 'Loopback Kettle', '/product/kettle'),
        shopDeal('loopback-radio', 'Loopback Radio', '/product/gone'),
      ]),
    );
    await deals('import', file);
    // One round now; the sample deals' shops cannot be reached from here, so their checks say nothing.
    await deals('check-links');
  });

  test.afterAll(async () => {
    await server?.stop();
    await shop?.close();
    if (dataDir) removeDir(dataDir);
  });

  test('a deal page says when its link was checked, or why the check failed', async ({ page }) => {
    await page.goto(`${server.origin}${dealPath('loopback-kettle')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Loopback Kettle' })).toBeVisible();
    await expect(page.getByText(/^Link checked \d+ minutes? ago$/)).toBeVisible();

    await page.goto(`${server.origin}${dealPath('loopback-radio')}`);
    await expect(page.getByText(/^Link check failed \d+ minutes? ago: .*404/)).toBeVisible();
  });
});
