// A deal page arrives with its price history drawn, from the prices the database holds (the same answer
// as GET /api/deals/:id/history): the summary in words, the chart as an SVG with a fixed viewBox, and the
// table. Drawn by the app's own renderer (src/prerender.tsx), so a shopper reads it without the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/shared/deal/deal-rules.ts';
import {
  type PriceHistoryAnswer,
  priceHistoryApiPath,
} from '../../../src/shared/price-history/price-history.ts';
import { formatDay } from '../../../src/shared/price-history/price-history-summary.ts';
import {
  PRICE_HISTORY_HEADING,
  PRICE_TABLE_CAPTION,
  priceChartLabel,
  priceSinceText,
} from '../../../src/shared/price-history/price-history-texts.ts';
import {
  PAGE_ANSWERS_SCRIPT_ID,
  type PackedPageAnswers,
  type PageAnswersReference,
  unpackPageAnswers,
} from '../../../src/shared/site/page-answers.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { addAppRenderer, createDistFixture } from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

const DAY_MS = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** The text of the HTML, its tags taken out and its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('a deal page drawn by the server', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    const dist = createDistFixture();
    addAppRenderer(dist);
    database = await openTestDatabase('pglite');
    server = await startTestServer('pglite', { database, env: { DIST_DIR: dist }, clock: () => NOW });
    const lamp = (price: number) =>
      makeDeal({ id: 'lamp', title: 'Desk lamp', originalPrice: 100, currentPrice: price });
    // Its prices as the database records them: three imports at three prices.
    await saveDeals(server.db, [lamp(90)], imported(daysAgo(40)));
    await saveDeals(server.db, [lamp(80)], imported(daysAgo(20)));
    await saveDeals(server.db, [lamp(60)], imported(daysAgo(3)));
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('shows the deal’s price history from the database: summary, chart and table', async () => {
    const api = await server.app.inject({ method: 'GET', url: priceHistoryApiPath('lamp') });
    const history = JSON.parse(api.body) as PriceHistoryAnswer;
    expect(history.points.map((point) => point.price)).toEqual([90, 80, 60]);

    const response = await server.app.inject({ method: 'GET', url: '/deal/lamp' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const section = /<section class="price-history"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(textOf(section)).toContain(PRICE_HISTORY_HEADING);
    expect(section).not.toContain('role="status"');

    // The summary, its days on UTC's clock (the server cannot know the shopper's).
    const day = (at: string) => formatDay(new Date(at), NOW, 'utc');
    const current = history.points.at(-1)!;
    expect(textOf(section)).toContain(`Now${formatPrice(60)} ${priceSinceText(day(current.at))}`);

    // The chart: an SVG with a fixed viewBox, named for those who cannot see it.
    expect(section).toContain(
      `role="img" aria-label="${priceChartLabel(formatPrice(60), formatPrice(90), formatPrice(60))}"`,
    );
    expect(section).toMatch(/<svg [^>]*viewBox="0 0 600 200"/);

    // The table: every point of the answer, newest first.
    const table = /<table[\s\S]*?<\/table>/.exec(section)?.[0] ?? '';
    expect(textOf(table)).toContain(PRICE_TABLE_CAPTION);
    const rows = [
      ...table.matchAll(/<tr><td><time datetime="([^"]+)">([^<]+)<\/time><\/td><td>([^<]+)<\/td>/gi),
    ];
    expect(rows.map(([, at, written, price]) => [at, written, price])).toEqual(
      [...history.points].reverse().map((point) => [point.at, day(point.at), formatPrice(point.price)]),
    );

    // The app's takeover gets the same history with the page's answers, so its first render draws the same.
    const reference = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_SCRIPT_ID}">([^<]*)</script>`).exec(
        html,
      )![1]!,
    ) as PageAnswersReference;
    const answers = await server.app.inject({ method: 'GET', url: reference.href });
    expect(unpackPageAnswers(JSON.parse(answers.body) as PackedPageAnswers)['history:lamp']).toEqual(history);
  });
});
