import { db } from '@lib/db/database';
import { endPageAnswers, PageAnswerSourceContext, useFirstDrawTime } from '@lib/db/page-answers';
import { savePriceHistory, useDealPriceHistory } from '@lib/db/price-history-store';
import { createListReader } from '@shared/deal/deal-list-reader';
import type { PriceHistoryAnswer, PricePoint } from '@shared/price-history/price-history';
import { PRICE_HISTORY_HEADING, SHOW_AS_TABLE } from '@shared/price-history/price-history-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { arriveWithPageAnswers } from '@tests/support/page-answers-arrival';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTasks } from '../../../tests/support/next-tasks';
import { LinkCheckNote } from './link-check-note';
import { PriceHistorySection } from './price-history-section';

// A deal page the server drew shows the deal's price history from the history it was drawn with (the page
// reads without the app), and the app takes it over without drawing any of it again, in whatever time zone
// the shopper is: the server and the app's first render write days on UTC's clock, then the app writes
// them on the shopper's own.

const DRAWN_AT = new Date('2026-11-24T18:00:00Z');
const DAY_MS = 86_400_000;
/** At 03:00 UTC: the day before on a Los Angeles clock. */
const seen = (daysAgo: number, price: number): PricePoint => ({
  at: new Date(Date.parse('2026-11-24T03:00:00Z') - daysAgo * DAY_MS).toISOString(),
  price,
  listPrice: 149.99,
  source: 'import',
});
const kettle = makeDeal({
  id: 'kettle',
  title: 'Glass Kettle',
  originalPrice: 149.99,
  currentPrice: 99,
  priceTruth: { since: seen(4, 99).at, lowestBefore: 109, listPriceSeen: true, lowestIn90Days: false },
});
const HISTORY: PriceHistoryAnswer = {
  dealId: 'kettle',
  points: [seen(120, 129), seen(50, 149.99), seen(20, 109), seen(4, 99)],
  linkCheck: {
    checkedAt: new Date(DRAWN_AT.getTime() - 2 * 3_600_000).toISOString(),
    outcome: 'ok',
    reason: null,
  },
};

/** The deal screen's price history part, as the screen wires it. */
function DealHistory() {
  const now = useFirstDrawTime();
  const history = useDealPriceHistory(kettle.id, now);
  return (
    <>
      <LinkCheckNote history={history} now={now} />
      <PriceHistorySection deal={kettle} history={history} now={now} />
    </>
  );
}

/** The part as the server draws it from `history`, and the answers it hands the app. */
function drawOnServer(history: PriceHistoryAnswer | undefined) {
  const answers: Record<string, unknown> = {};
  const html = renderToString(
    <PageAnswerSourceContext.Provider
      value={{
        reader: createListReader([kettle]),
        now: DRAWN_AT.getTime(),
        priceHistory: history,
        note: (key, answer) => {
          answers[key] = answer;
        },
      }}
    >
      <DealHistory />
    </PageAnswerSourceContext.Provider>,
  );
  return { html, answers };
}

const savedZone = process.env.TZ;
let root: Root | null = null;

beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = savedZone;
});
beforeEach(async () => {
  await db.priceHistories.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  endPageAnswers();
  vi.restoreAllMocks();
});

describe('the price history of a page the server drew', () => {
  it('is drawn whole from the history the server read: summary, chart and table, on UTC’s clock', () => {
    const { html, answers } = drawOnServer(HISTORY);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const region = within(container).getByRole('region', { name: PRICE_HISTORY_HEADING });
    const fact = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(fact('Now')).toBe('$99.00 since Nov 20');
    expect(fact('Lowest')).toBe('$99.00 on Nov 20');
    expect(fact('Highest')).toBe('$149.99 on Oct 5');
    // The chart is an SVG with a fixed viewBox (nothing measured), named for those who cannot see it.
    const chart = within(region).getByRole('img', {
      name: 'Chart of the price over the last 90 days: between $99.00 and $149.99, now $99.00.',
    });
    expect(chart.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 600 200');
    expect(within(chart).getByText('Aug 26')).toBeTruthy();
    expect(within(chart).getByText('Nov 24')).toBeTruthy();
    expect(within(chart).getByText('Now $99.00')).toBeTruthy();
    expect(within(chart).getByText('$160')).toBeTruthy();
    expect(within(region).getByText(SHOW_AS_TABLE)).toBeTruthy();
    const rows = within(region)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Nov 20$99.00$149.99',
      'Nov 4$109.00$149.99',
      'Oct 5$149.99$149.99',
      'Jul 27$129.00$149.99',
    ]);
    // When the link was last checked, counted from the page's moment.
    expect(within(container).getByText('Link checked 2 hours ago')).toBeTruthy();
    // The app's first render gets the same history with the page's answers.
    expect(answers['history:kettle']).toEqual(HISTORY);
  });

  it('is taken over without drawing any of it again, then written on the shopper’s clock', async () => {
    // The shopper's clock is Los Angeles's: a day that is Nov 20 on UTC's is Nov 19 on theirs.
    expect(new Date(seen(4, 99).at).getDate()).toBe(19);
    const { html, answers } = drawOnServer(HISTORY);
    expect(await arriveWithPageAnswers(answers, { at: DRAWN_AT })).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawnChart = container.querySelector('svg');
    const redrawn = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <DealHistory />, { onRecoverableError: redrawn });
      await nextTasks(5);
    });
    expect(redrawn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Taken over in place, then the days on the shopper's clock.
    expect(container.querySelector('svg')).toBe(drawnChart);
    const region = screen.getByRole('region', { name: PRICE_HISTORY_HEADING });
    await waitFor(() =>
      expect(within(region).getByText('Now').nextElementSibling?.textContent).toBe('$99.00 since Nov 19'),
    );
  });

  it('gives way to the device’s copy once it is fetched after the page was drawn, and stays without one', async () => {
    const { html, answers } = drawOnServer(HISTORY);
    await arriveWithPageAnswers(answers, { at: DRAWN_AT });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <DealHistory />);
      await nextTasks(5);
    });
    const region = screen.getByRole('region', { name: PRICE_HISTORY_HEADING });
    const current = () => within(region).getByText('Now').nextElementSibling?.textContent;
    // The page's answers end with the deal sync; the device has no copy yet: the page's stays.
    await act(async () => endPageAnswers());
    await nextTasks(5);
    expect(current()).toMatch(/^\$99\.00 /);
    // A copy stored before the page was drawn is older than it.
    await act(() => savePriceHistory({ ...HISTORY, points: [seen(30, 120)] }, DRAWN_AT.getTime() - 60_000));
    await nextTasks(5);
    expect(current()).toMatch(/^\$99\.00 /);
    // One fetched after it takes over.
    await act(() =>
      savePriceHistory({ ...HISTORY, points: [...HISTORY.points, seen(0, 89)] }, DRAWN_AT.getTime() + 60_000),
    );
    await waitFor(() => expect(current()).toMatch(/^\$89\.00 /));
  });

  it('is drawn waiting for the device when the server read none (the offline shell draws from the device)', () => {
    const { html, answers } = drawOnServer(undefined);
    expect(answers).toEqual({});
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).getByRole('status').textContent).toMatch(/Loading price history/);
  });
});
