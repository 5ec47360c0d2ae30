// Click-outs and deal page views, counted per deal and UTC day (table deal_daily_stats), and the sums the
// console's Clicks section reads. Each count is one upsert, so concurrent requests on any number of server
// processes never lose one.
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { dealDailyStats, dealHourlyClicks } from './schema.ts';

/** What a count files: the deal's id, and its title and store as they are at the time. */
export interface CountedDeal {
  id: string;
  title: string;
  store: string;
}

/** The UTC day of an instant, as PostgreSQL writes a date (YYYY-MM-DD). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** The UTC day `days` days before `day` (negative: after). */
export const daysBefore = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/** A period of whole UTC days, first and last included. */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The last `days` UTC days up to the one `now` falls on. */
export const lastDays = (now: Date, days: number): StatsPeriod => ({
  from: daysBefore(utcDay(now), days - 1),
  to: utcDay(now),
});

/** Every day of the period, oldest first. */
export function daysOf(period: StatsPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = daysBefore(day, -1)) days.push(day);
  return days;
}

async function count(db: Database, deal: CountedDeal, at: Date, what: 'clicks' | 'views'): Promise<void> {
  await db
    .insert(dealDailyStats)
    .values({
      dealId: deal.id,
      day: utcDay(at),
      store: deal.store,
      title: deal.title,
      clicks: what === 'clicks' ? 1 : 0,
      views: what === 'views' ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: [dealDailyStats.dealId, dealDailyStats.day],
      set: {
        [what]: sql`${dealDailyStats[what]} + 1`,
        title: sql`excluded.title`,
        store: sql`excluded.store`,
      },
    });
}

/**
 * One click-out through /go/{id}, on the UTC day of `at`, and in the hour of `at` (deal_hourly_clicks), which
 * the ranks that move with time read (server/ranking/).
 */
export async function countClick(db: Database, deal: CountedDeal, at: Date): Promise<void> {
  await count(db, deal, at, 'clicks');
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  await db
    .insert(dealHourlyClicks)
    .values({ dealId: deal.id, hour, clicks: 1 })
    .onConflictDoUpdate({
      target: [dealHourlyClicks.dealId, dealHourlyClicks.hour],
      set: { clicks: sql`${dealHourlyClicks.clicks} + 1` },
    });
}

/** One open of the deal's page, on the UTC day of `at`. */
export const countView = (db: Database, deal: CountedDeal, at: Date): Promise<void> =>
  count(db, deal, at, 'views');

/** Every click-out of a deal so far. */
export async function clickCount(db: Database, dealId: string): Promise<number> {
  const [row] = await db
    .select({ clicks: sql<number>`coalesce(sum(${dealDailyStats.clicks}), 0)`.mapWith(Number) })
    .from(dealDailyStats)
    .where(eq(dealDailyStats.dealId, dealId));
  return row?.clicks ?? 0;
}

const inPeriod = (period: StatsPeriod) =>
  and(gte(dealDailyStats.day, period.from), lte(dealDailyStats.day, period.to));

// sum() of integers is a bigint, which the drivers hand over as text.
const clicksSum = sql<number>`sum(${dealDailyStats.clicks})`.mapWith(Number);
const viewsSum = sql<number>`sum(${dealDailyStats.views})`.mapWith(Number);

export interface Counts {
  clicks: number;
  views: number;
}

/** The period's days that have a count, oldest first. */
export async function dailyTotals(db: Database, period: StatsPeriod): Promise<({ day: string } & Counts)[]> {
  return db
    .select({ day: dealDailyStats.day, clicks: clicksSum, views: viewsSum })
    .from(dealDailyStats)
    .where(inPeriod(period))
    .groupBy(dealDailyStats.day)
    .orderBy(asc(dealDailyStats.day));
}

/** Each store's sums over the period (the store a deal had when counted), most clicked first. */
export async function storeTotals(
  db: Database,
  period: StatsPeriod,
): Promise<({ store: string } & Counts)[]> {
  return db
    .select({ store: dealDailyStats.store, clicks: clicksSum, views: viewsSum })
    .from(dealDailyStats)
    .where(inPeriod(period))
    .groupBy(dealDailyStats.store)
    .orderBy(desc(clicksSum), desc(viewsSum), asc(dealDailyStats.store));
}

/** The value the deal had on its latest counted day of the period. */
const latest = (column: PgColumn) =>
  sql<string>`(array_agg(${column} order by ${dealDailyStats.day} desc))[1]`;

/**
 * Each deal's sums over the period, most clicked first (then most viewed), at most `limit`; the title and
 * store are the latest counted. `dealCount` is how many deals the period has in all.
 */
export async function dealTotals(
  db: Database,
  period: StatsPeriod,
  limit: number,
): Promise<{ deals: ({ dealId: string; title: string; store: string } & Counts)[]; dealCount: number }> {
  const deals = await db
    .select({
      dealId: dealDailyStats.dealId,
      title: latest(dealDailyStats.title),
      store: latest(dealDailyStats.store),
      clicks: clicksSum,
      views: viewsSum,
    })
    .from(dealDailyStats)
    .where(inPeriod(period))
    .groupBy(dealDailyStats.dealId)
    .orderBy(desc(clicksSum), desc(viewsSum), asc(dealDailyStats.dealId))
    .limit(limit);
  const [counted] = await db
    .select({ deals: sql<number>`count(distinct ${dealDailyStats.dealId})`.mapWith(Number) })
    .from(dealDailyStats)
    .where(inPeriod(period));
  return { deals, dealCount: counted?.deals ?? 0 };
}
