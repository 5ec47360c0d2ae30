// When a watched product's page is read next. A page many members watch, or whose price moves often, is read
// more often; one watcher and a still price, once a day. Pure.
//
//   interval = maxMinutes / (watchers × (1 + moves)), kept within [minMinutes, maxMinutes]
//
// where `watchers` is the number of members watching it (not paused; at least 1) and `moves` the times its
// price changed in the last PRICE_MOVES_DAYS days. With WATCH_CHECK_BOUNDS (60 to 1,440 minutes): one watcher
// and a still price, 1,440 min (daily); two watchers, or one and a price that moved once, 720 min; 4 watchers
// and a price that moved twice, 120 min; 24 watchers, or 6 and a price that moved 3 times, hourly.
//
// A read that failed is tried again sooner, in minMinutes × 2^(failures − 1) (an hour, then 2, 4, … hours
// for the failures in a row), never sooner than minMinutes and never later than the interval a good read
// would have had: a shop's passing trouble is soon over, a page that stays broken is not asked every hour.
import { WATCH_CHECK_BOUNDS } from '../../src/shared/watch/watch.ts';

/** How far back a price's moves count towards reading the page more often. */
export const PRICE_MOVES_DAYS = 30;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface CheckFacts {
  /** Members watching the product (paused watches left out). */
  watchers: number;
  /** Times its price changed in the last PRICE_MOVES_DAYS days. */
  moves: number;
}

const within = (minutes: number) =>
  Math.min(WATCH_CHECK_BOUNDS.maxMinutes, Math.max(WATCH_CHECK_BOUNDS.minMinutes, Math.round(minutes)));

const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** Minutes until the next read after a good one. */
export function checkIntervalMinutes({ watchers, moves }: CheckFacts): number {
  const demand = Math.max(1, count(watchers)) * (1 + count(moves));
  return within(WATCH_CHECK_BOUNDS.maxMinutes / demand);
}

/** Minutes until the next read after `failures` failed reads in a row (1 after the first). */
export function retryMinutes(facts: CheckFacts, failures: number): number {
  const doublings = Math.min(Math.max(count(failures), 1) - 1, 16);
  return within(Math.min(checkIntervalMinutes(facts), WATCH_CHECK_BOUNDS.minMinutes * 2 ** doublings));
}

/** When to read the page next: after a good read (failures 0) or the failures in a row so far. */
export function nextCheckAt(now: Date, facts: CheckFacts, failures = 0): Date {
  const minutes = failures > 0 ? retryMinutes(facts, failures) : checkIntervalMinutes(facts);
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/**
 * The price's moves in the last PRICE_MOVES_DAYS days before `now`, from its recorded prices oldest first (a
 * price is recorded only when it changes, so each one after the first is a move).
 */
export function priceMoves(points: readonly { at: Date }[], now: Date): number {
  const since = now.getTime() - PRICE_MOVES_DAYS * DAY_MS;
  let moves = 0;
  for (let index = 1; index < points.length; index++) if (points[index]!.at.getTime() >= since) moves += 1;
  return moves;
}
