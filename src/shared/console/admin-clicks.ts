// The console's Clicks section: click-outs through /go/{id} and opens of deal pages, per UTC day, store and
// deal. One answer schema for the server's GET /api/admin/clicks and the screen that reads it; the wording the
// screen and its tests share is in admin-clicks-texts.ts.
import { z } from 'zod';
import { ADMIN_API } from './admin-sections';

/** GET ?days=N: the last N UTC days, today included. */
export const CLICKS_API = `${ADMIN_API}/clicks`;

export const CLICK_DAYS = {
  default: 30,
  /** A year and a day: a leap year's every day, never an unbounded scan. */
  max: 366,
  /** The periods the screen offers. */
  choices: [7, 30, 90] as const,
};

/** The top deals always cover the last week, whatever the chosen period. */
export const TOP_DEALS_DAYS = 7;
export const TOP_DEALS_LIMIT = 10;
/** The per-deal table lists the most clicked deals of the period, at most this many. */
export const DEAL_ROWS_LIMIT = 100;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();
/** Clicks per view (null when there were no views): above 1 when shoppers click out from lists too. */
const rate = z.number().nonnegative().nullable();

export const dayTotalsSchema = z.object({ day: isoDay, clicks: count, views: count });
export const storeTotalsSchema = z.object({ store: z.string(), clicks: count, views: count, ctr: rate });
export const dealTotalsSchema = z.object({
  dealId: z.string(),
  title: z.string(),
  store: z.string(),
  clicks: count,
  views: count,
  ctr: rate,
});

export const clicksReportSchema = z.object({
  /** The period, first and last UTC day included. */
  from: isoDay,
  to: isoDay,
  totals: z.object({ clicks: count, views: count, ctr: rate }),
  /** Every day of the period, oldest first, days without a count as zeros. */
  daily: z.array(dayTotalsSchema),
  /** Most clicked first. */
  stores: z.array(storeTotalsSchema),
  /** Most clicked first, at most DEAL_ROWS_LIMIT. */
  deals: z.array(dealTotalsSchema),
  /** How many deals were clicked or viewed in the period (deals may list fewer). */
  dealCount: count,
  /** The last TOP_DEALS_DAYS days, from this day: most clicked first, at most TOP_DEALS_LIMIT. */
  topFrom: isoDay,
  topDeals: z.array(dealTotalsSchema),
});

export type DayTotals = z.infer<typeof dayTotalsSchema>;
export type StoreTotals = z.infer<typeof storeTotalsSchema>;
export type DealTotals = z.infer<typeof dealTotalsSchema>;
export type ClicksReport = z.infer<typeof clicksReportSchema>;

export const clickThroughRate = (clicks: number, views: number): number | null =>
  views > 0 ? clicks / views : null;
