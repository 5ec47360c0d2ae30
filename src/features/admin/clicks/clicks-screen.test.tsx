// The Clicks screen draws what the server answered: the summary, the per-day figures as a table, the week's
// top deals linking to their pages, and the totals per store and deal with their click-through rates.
import { CLICKS_API, type ClicksReport } from '@shared/console/admin-clicks';
import { CLICKS_TEXTS } from '@shared/console/admin-clicks-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch } from '@tests/support/fake-fetch';
import { renderScreen } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClicksScreen } from './clicks-screen';

// The canvas chart is drawn by uPlot in a real browser (tests/e2e/admin-clicks.spec.ts); here it is a marker.
vi.mock('./clicks-chart', () => ({ ClicksChart: () => <div data-testid="chart" /> }));

const mug = {
  dealId: 'mug 1',
  title: 'Hand-thrown mug',
  store: 'Clay Corner',
  clicks: 3,
  views: 4,
  ctr: 0.75,
};
const lamp = { dealId: 'lamp', title: 'Desk lamp', store: '', clicks: 0, views: 0, ctr: null };

const report = (days: number): ClicksReport => ({
  from: days === 7 ? '2031-03-04' : '2031-02-09',
  to: '2031-03-10',
  totals: { clicks: 3, views: 4, ctr: 0.75 },
  daily: [
    { day: '2031-03-09', clicks: 1, views: 4 },
    { day: '2031-03-10', clicks: 2, views: 0 },
  ],
  stores: [{ store: 'Clay Corner', clicks: 3, views: 4, ctr: 0.75 }],
  deals: [mug, lamp],
  dealCount: 140,
  topFrom: '2031-03-04',
  topDeals: [mug],
});

let network: FakeFetch;
/** The addresses the screen asked, in order. */
const asked = () => network.calls.map((call) => call.url);

beforeEach(() => {
  network = fakeFetch().on('GET', CLICKS_API, (call) =>
    report(Number(new URLSearchParams(call.search).get('days'))),
  );
});

describe('ClicksScreen', () => {
  it('shows the summary, the days as a table, the top deals, stores and deals with their rates', async () => {
    const { user } = renderScreen(<ClicksScreen />, '/admin/clicks');
    expect(
      await screen.findByText(
        'From 2031-02-09 to 2031-03-10 (UTC): 3 clicks and 4 views, a click-through rate of 75.0 %. Most clicks on 2031-03-10: 2.',
      ),
    ).toBeTruthy();
    expect(asked()).toEqual([`${CLICKS_API}?days=30`]);
    expect(screen.getByTestId('chart')).toBeTruthy();

    await user.click(screen.getByText(CLICKS_TEXTS.chartAsTable));
    const days = screen.getByRole('table', { name: CLICKS_TEXTS.chartAsTable });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayClicksViews', '2031-03-0914', '2031-03-1020']);

    const top = screen.getByRole('table', { name: CLICKS_TEXTS.topHeading(7) });
    const link = within(top).getByRole('link', { name: 'Hand-thrown mug' });
    expect(link.getAttribute('href')).toBe('/deal/mug%201');
    const cells = within(top).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['Deal', 'Hand-thrown mug'],
      ['Store', 'Clay Corner'],
      ['Clicks', '3'],
      ['Views', '4'],
      ['CTR', '75.0 %'],
    ]);

    const stores = screen.getByRole('table', { name: CLICKS_TEXTS.storesHeading });
    expect(within(stores).getAllByRole('row')[1]!.textContent).toBe('Clay Corner3475.0 %');

    const deals = screen.getByRole('table', { name: CLICKS_TEXTS.dealsHeading });
    expect(within(deals).getAllByRole('row')[2]!.textContent).toBe(
      `Desk lamp${CLICKS_TEXTS.noStore}00no views`,
    );
    expect(screen.getByText(CLICKS_TEXTS.dealsShown(2, 140))).toBeTruthy();
  });

  it('reads another period when the operator chooses it', async () => {
    const { user } = renderScreen(<ClicksScreen />, '/admin/clicks');
    await screen.findByText(/^From 2031-02-09/);
    await user.selectOptions(screen.getByLabelText(CLICKS_TEXTS.period), CLICKS_TEXTS.lastDays(7));
    await waitFor(() => expect(screen.getByText(/^From 2031-03-04/)).toBeTruthy());
    expect(asked()).toEqual([`${CLICKS_API}?days=30`, `${CLICKS_API}?days=7`]);
  });

  it('says so when nothing was clicked or viewed', async () => {
    network.on('GET', CLICKS_API, {
      ...report(30),
      totals: { clicks: 0, views: 0, ctr: null },
      daily: [{ day: '2031-03-10', clicks: 0, views: 0 }],
      stores: [],
      deals: [],
      dealCount: 0,
      topDeals: [],
    });
    renderScreen(<ClicksScreen />, '/admin/clicks');
    expect(await screen.findByText(CLICKS_TEXTS.empty)).toBeTruthy();
    expect(screen.getByText('From 2031-02-09 to 2031-03-10 (UTC): 0 clicks and 0 views.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
