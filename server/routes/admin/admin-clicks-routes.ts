// The console's Clicks section, for operators only:
//   GET /api/admin/clicks?days=30   click-outs through /go/{id} and deal page views over the last `days` UTC
//                                   days (today included): per day (every day, for the chart), per store, per
//                                   deal with its click-through rate, and the top deals of the last 7 days.
// The counts are kept by /go/:id and POST /api/deals/:id/view (server/db/deal-stats-repository.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLICK_DAYS,
  CLICKS_API,
  type ClicksReport,
  clickThroughRate,
  DEAL_ROWS_LIMIT,
  TOP_DEALS_DAYS,
  TOP_DEALS_LIMIT,
} from '../../../src/shared/console/admin-clicks.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  type Counts,
  dailyTotals,
  daysOf,
  dealTotals,
  lastDays,
  type StatsPeriod,
  storeTotals,
} from '../../db/deal-stats-repository.ts';
import { parseQuery } from '../../http/parse-input.ts';

const clicksQuerySchema = z.strictObject({
  days: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of days')
    .transform(Number)
    .pipe(
      z.number().int().min(1, 'must be at least 1').max(CLICK_DAYS.max, `must be at most ${CLICK_DAYS.max}`),
    )
    .default(CLICK_DAYS.default),
});

const withRate = <T extends Counts>(row: T) => ({ ...row, ctr: clickThroughRate(row.clicks, row.views) });

/** The answer for one period, and the top deals of the week that ends where it ends. */
export async function clicksReport(
  db: Database,
  period: StatsPeriod,
  week: StatsPeriod,
): Promise<ClicksReport> {
  const daily = await dailyTotals(db, period);
  const stores = await storeTotals(db, period);
  const deals = await dealTotals(db, period, DEAL_ROWS_LIMIT);
  const top = await dealTotals(db, week, TOP_DEALS_LIMIT);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const totals = daily.reduce(
    (sum, row) => ({ clicks: sum.clicks + row.clicks, views: sum.views + row.views }),
    {
      clicks: 0,
      views: 0,
    },
  );
  return {
    from: period.from,
    to: period.to,
    totals: withRate(totals),
    daily: daysOf(period).map((day) => ({
      day,
      clicks: byDay.get(day)?.clicks ?? 0,
      views: byDay.get(day)?.views ?? 0,
    })),
    stores: stores.map(withRate),
    deals: deals.deals.map(withRate),
    dealCount: deals.dealCount,
    topFrom: week.from,
    topDeals: top.deals.map(withRate),
  };
}

export function registerAdminClicksRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(CLICKS_API, async (request, reply) => {
    await requireOperator(ctx, request);
    const { days } = parseQuery(clicksQuerySchema, request.query);
    const now = ctx.clock();
    const report = await clicksReport(ctx.db, lastDays(now, days), lastDays(now, TOP_DEALS_DAYS));
    return reply.header('cache-control', 'no-store').send(report);
  });
}
