// What the deal page's "Price history" section says in words: the price now and since when, and the lowest
// and highest of the last 90 days (the points a history answer holds).
import { type ClockZone, formatUsDate, formatUsMonthDay, yearOf } from '../site/intl-formats';
import { type PricePoint, priceTruthOf } from './price-history';

export interface PriceMark {
  price: number;
  /** ISO time: when the price began (now), or when it was last seen (lowest, highest). */
  at: string;
}

export interface PriceHistorySummary {
  now: PriceMark;
  lowest: PriceMark;
  highest: PriceMark;
}

/** The latest point at the extreme `better` picks, so "on {date}" names the last time it was seen. */
function extreme(points: readonly PricePoint[], better: (a: number, b: number) => boolean): PriceMark {
  let mark = points[0]!;
  for (const point of points) if (!better(mark.price, point.price)) mark = point;
  return { price: mark.price, at: mark.at };
}

/** Null without points; `points` oldest first, as the history answer has them. */
export function summarizePriceHistory(points: readonly PricePoint[]): PriceHistorySummary | null {
  const truth = priceTruthOf(points);
  const current = points.at(-1);
  if (!truth || !current) return null;
  return {
    now: { price: current.price, at: truth.since },
    lowest: extreme(points, (kept, other) => kept < other),
    highest: extreme(points, (kept, other) => kept > other),
  };
}

/**
 * A day as the page names it, in the site's US English like its other dates: 'Mar 3', with the year when
 * it is not this one ('Dec 31, 2025'); on this device's clock, or UTC's (a page the server draws).
 */
export const formatDay = (at: Date, now: Date = new Date(), zone: ClockZone = 'local'): string =>
  yearOf(at, zone) === yearOf(now, zone) ? formatUsMonthDay(at, zone) : formatUsDate(at, 'short', zone);
