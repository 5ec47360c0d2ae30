import { db } from '@lib/db/database';
import { savePriceHistory } from '@lib/db/price-history-store';
import type { PriceHistoryAnswer, PricePoint, PriceTruth } from '@shared/price-history/price-history';
import { formatDay } from '@shared/price-history/price-history-summary';
import {
  CHART_LEGEND_PRICE,
  LINK_FAILED_NO_REASON,
  LOWEST_IN_90_DAYS,
  NO_PRICE_HISTORY,
  PRICE_HISTORY_HEADING,
  PRICE_HISTORY_LOADING,
  PRICE_HISTORY_UNAVAILABLE,
  SHOP_LIST_PRICE,
  SHOW_AS_TABLE,
} from '@shared/price-history/price-history-texts';
import { GET_THIS_DEAL, ORIGINAL_PRICE } from '@shared/site/screen-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealDetailScreen } from './deal-detail-screen';
import { refreshPriceHistory } from './sync-price-history';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const seen = (days: number, price: number, listPrice = 149.99): PricePoint => ({
  at: daysAgo(days),
  price,
  listPrice,
  source: 'import',
});
const truth = (overrides: Partial<PriceTruth> = {}): PriceTruth => ({
  since: daysAgo(3),
  lowestBefore: 109,
  listPriceSeen: true,
  lowestIn90Days: false,
  ...overrides,
});

/** A kettle whose price the server has seen: $149.99 list, now $99. */
const kettle = makeDeal({
  id: 'kettle',
  title: 'Glass Kettle',
  originalPrice: 149.99,
  currentPrice: 99,
  discount: 34,
  priceTruth: truth(),
});
const POINTS = [seen(120, 129), seen(50, 149.99), seen(20, 109), seen(3, 99)];
const history = (points: PricePoint[], linkCheck: PriceHistoryAnswer['linkCheck'] = null) => ({
  dealId: 'kettle',
  points,
  linkCheck,
});

const renderDeal = (id = 'kettle') => renderScreen(<DealDetailScreen id={id} />, { pathname: `/deal/${id}` });
const section = () => screen.findByRole('region', { name: PRICE_HISTORY_HEADING });
const day = (days: number) => formatDay(new Date(daysAgo(days)));

/** The server's answers to the history request (and no other): a JSON body, a status, or no connection. */
function answerHistory(answer: object, status = 200) {
  fakeFetch().on(
    'GET',
    /^\/api\/deals\/kettle\/history$/,
    answer instanceof Error ? answer : jsonResponse(status, answer),
  );
}

beforeEach(async () => {
  await resetDealCache();
  await db.priceHistories.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the deal page’s price history', () => {
  it('shows a summary, a chart of the last 90 days and the same prices as a table', async () => {
    await seedDeals([kettle]);
    await savePriceHistory(history(POINTS));
    const { user } = renderDeal();

    const region = await section();
    expect(within(region).getByRole('heading', { level: 2, name: PRICE_HISTORY_HEADING })).toBeTruthy();
    const fact = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(await within(region).findByText('Now')).toBeTruthy();
    expect(fact('Now')).toBe(`$99.00 since ${day(3)}`);
    expect(fact('Lowest')).toBe(`$99.00 on ${day(3)}`);
    expect(fact('Highest')).toBe(`$149.99 on ${day(50)}`);

    // The chart comes in its own chunk, named for those who cannot see it; the current price is marked.
    const chart = await within(region).findByRole('img', {
      name: 'Chart of the price over the last 90 days: between $99.00 and $149.99, now $99.00.',
    });
    // Its day axis runs from 90 days ago to today; its key names the shop's list price drawn above the price.
    expect(within(chart).getByText(day(90))).toBeTruthy();
    expect(within(chart).getByText(day(0))).toBeTruthy();
    expect(within(chart.parentElement!).getByText(CHART_LEGEND_PRICE)).toBeTruthy();
    expect(within(chart.parentElement!).getByText(SHOP_LIST_PRICE)).toBeTruthy();
    expect(within(chart).getByText('Now $99.00')).toBeTruthy();

    // The table alternative, newest first.
    const toggle = within(region).getByText(SHOW_AS_TABLE);
    await user.click(toggle);
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Price', 'List price']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [day(3), '$99.00', '$149.99'],
      [day(20), '$109.00', '$149.99'],
      [day(50), '$149.99', '$149.99'],
      [formatDay(new Date(daysAgo(120))), '$129.00', '$149.99'],
    ]);
  });

  it('says plainly there is no history yet, with no empty chart', async () => {
    const unrecorded = makeDeal({ id: 'kettle', title: 'Glass Kettle' });
    await seedDeals([unrecorded]);
    renderDeal();
    const region = await section();
    expect(within(region).getByText(NO_PRICE_HISTORY)).toBeTruthy();
    expect(within(region).queryByRole('img')).toBeNull();
    expect(within(region).queryByText(SHOW_AS_TABLE)).toBeNull();

    // A stored answer without points says the same.
    await seedDeals([kettle]);
    await savePriceHistory(history([]));
    await waitFor(() => expect(within(region).getByText(NO_PRICE_HISTORY)).toBeTruthy());
    expect(within(region).queryByRole('img')).toBeNull();
  });

  it('keeps its place while the device answers, then says when no history could be loaded', async () => {
    await seedDeals([kettle]);
    answerHistory(new TypeError('Failed to fetch'));
    renderDeal();
    const region = await section();
    expect(within(region).getByRole('status').textContent).toBe(PRICE_HISTORY_LOADING);
    await refreshPriceHistory('kettle');
    expect(await within(region).findByText(PRICE_HISTORY_UNAVAILABLE)).toBeTruthy();
  });

  it('shows the stored history offline, and the copy fetched once online', async () => {
    await seedDeals([kettle]);
    await savePriceHistory(history([seen(40, 149.99), seen(3, 99)]));
    // Offline: the stored copy stands.
    answerHistory(new TypeError('Failed to fetch'));
    await refreshPriceHistory('kettle');
    renderDeal();
    const region = await section();
    expect(
      await within(region).findByRole('img', { name: /between \$99\.00 and \$149\.99, now \$99\.00/ }),
    ).toBeTruthy();

    // Refused: the stored copy stands too.
    answerHistory({ error: 'Not Found' }, 404);
    await refreshPriceHistory('kettle');
    expect((await db.priceHistories.get('kettle'))?.points).toHaveLength(2);

    // Online: the new answer replaces it; a malformed point is left out.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerHistory({
      ...history([seen(40, 149.99), seen(3, 99), seen(1, 89)]),
      points: [...history([seen(40, 149.99), seen(3, 99), seen(1, 89)]).points, { at: 'now', price: 1 }],
    });
    await refreshPriceHistory('kettle');
    expect(await within(region).findByRole('img', { name: /now \$89\.00/ })).toBeTruthy();
    expect((await db.priceHistories.get('kettle'))?.points.map((point) => point.price)).toEqual([
      149.99, 99, 89,
    ]);
  });
});

describe('the deal page’s honest discount', () => {
  it('keeps the shop’s discount and labels when its original price was charged', async () => {
    await seedDeals([kettle]);
    renderDeal();
    expect(await screen.findByText('Save $50.99 (34%)')).toBeTruthy();
    const original = screen.getByText('$149.99').closest('del');
    expect(original?.textContent).toBe(`${ORIGINAL_PRICE}: $149.99`);
    expect(screen.queryByText(new RegExp(SHOP_LIST_PRICE))).toBeNull();
    expect(screen.getByText('Lowest price in the 30 days before this deal: $109.00')).toBeTruthy();
    expect(screen.queryByText(LOWEST_IN_90_DAYS)).toBeNull();
  });

  it('measures against the 30-day low and labels the shop’s list price when it was never charged', async () => {
    await seedDeals([{ ...kettle, priceTruth: truth({ listPriceSeen: false, lowestIn90Days: true }) }]);
    renderDeal();
    // 109 → 99 is 9% off, a saving of $10.
    expect(await screen.findByText('Save $10.00 (9%)')).toBeTruthy();
    expect(screen.queryByText(/34%/)).toBeNull();
    const listPrice = screen.getByText('$149.99');
    expect(listPrice.closest('del')).toBeTruthy();
    expect(listPrice.parentElement?.textContent).toBe(`${SHOP_LIST_PRICE}: $149.99`);
    expect(screen.queryByText(new RegExp(ORIGINAL_PRICE))).toBeNull();
    expect(screen.getByText('Lowest price in the 30 days before this deal: $109.00')).toBeTruthy();
    expect(screen.getByText(LOWEST_IN_90_DAYS)).toBeTruthy();
  });

  it('claims no saving when the deal is no cheaper than the 30-day low', async () => {
    await seedDeals([{ ...kettle, priceTruth: truth({ listPriceSeen: false, lowestBefore: 95 }) }]);
    renderDeal();
    expect(await screen.findByText('Lowest price in the 30 days before this deal: $95.00')).toBeTruthy();
    expect(screen.queryByText(/^Save /)).toBeNull();
    expect(screen.getByText('$149.99').parentElement?.textContent).toBe(`${SHOP_LIST_PRICE}: $149.99`);
  });
});

describe('the deal page’s link check', () => {
  it('says when the link was last seen working, and why a check failed', async () => {
    await seedDeals([kettle]);
    await savePriceHistory(
      history(POINTS, {
        checkedAt: new Date(Date.now() - 2 * HOUR_MS - 60_000).toISOString(),
        outcome: 'ok',
        reason: null,
      }),
    );
    const { unmount } = renderDeal();
    expect(await screen.findByText('Link checked 2 hours ago')).toBeTruthy();
    unmount();

    await savePriceHistory(
      history(POINTS, {
        checkedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        outcome: 'failed',
        reason: '404 Not Found',
      }),
    );
    renderDeal();
    expect(await screen.findByText('Link check failed 5 minutes ago: 404 Not Found')).toBeTruthy();
    expect(screen.queryByText(/Link checked/)).toBeNull();
  });

  it('words a failure stored without its reason, and moves on as time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'Date'] });
    try {
      await seedDeals([kettle]);
      await savePriceHistory(
        history(POINTS, {
          checkedAt: new Date(Date.now() - 59 * 60_000).toISOString(),
          outcome: 'failed',
          reason: null,
        }),
      );
      renderDeal();
      expect(
        await screen.findByText(`Link check failed 59 minutes ago: ${LINK_FAILED_NO_REASON}`),
      ).toBeTruthy();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await screen.findByText(`Link check failed 1 hour ago: ${LINK_FAILED_NO_REASON}`)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an empty line until a check is known, and fills that line in', async () => {
    await seedDeals([kettle]);
    renderDeal();
    await section();
    // The line right under Get This Deal: it holds its place, so nothing below moves when it fills in.
    const line = screen.getByRole('link', { name: GET_THIS_DEAL }).parentElement?.nextElementSibling;
    expect(line?.tagName).toBe('P');
    expect(line?.textContent).toBe('');

    await savePriceHistory(
      history(POINTS, {
        checkedAt: new Date(Date.now() - 2 * HOUR_MS - 60_000).toISOString(),
        outcome: 'ok',
        reason: null,
      }),
    );
    await waitFor(() => expect(line?.textContent).toBe('Link checked 2 hours ago'));
  });
});
