// The ranks that move with time (docs/decisions/0042), as rules over signals already gathered: no I/O here.
//   heat (24 h, 7 d, 30 d) = Σ weight × direction of the votes cast or changed within the window
//   trending = Σ over the last 48 hours h (0 = the current UTC hour) of (votes' weight × direction + click-outs)
//              in hour h × 2^(−h / 6), divided by Σ 2^(−h / 6) over those 48 hours: signals per hour, recent
//              hours counting most (a half-life of 6 hours)
//   popular = click-outs + 2 × saves of the last 7 days
//   discussed = comments shown (not deleted, not hidden) made in the last 48 hours
//   today = published or ending on the clock's UTC day
// Ranks are 1..N by score, highest first (equal scores by id), and only a positive score has one.
import { HOT_HEAT_FROM_DEGREES } from '../../src/shared/community/temperature.ts';
import type { DealHeat } from '../../src/shared/deal/deal.ts';

export const HOUR_MS = 3_600_000;

export const HEAT_WINDOW_HOURS = { day: 24, week: 7 * 24, month: 30 * 24 } as const;
export const TRENDING_HOURS = 48;
export const TRENDING_HALF_LIFE_HOURS = 6;
export const POPULAR_DAYS = 7;
/** A save says more than a click: the shopper means to come back. */
export const SAVE_WEIGHT = 2;
export const DISCUSSED_HOURS = 48;
/** Deals ranked this high or higher wear the Trending mark. */
export const TRENDING_MARK_RANKS = 20;

/** Hours since the epoch: the UTC hour an instant falls in. */
export const epochHour = (at: Date): number => Math.floor(at.getTime() / HOUR_MS);

/** Signals counted in one UTC hour (hours since the epoch). */
export interface HourCount {
  hour: number;
  count: number;
}

const hourWeight = (age: number): number => 0.5 ** (age / TRENDING_HALF_LIFE_HOURS);

const TRENDING_WEIGHT_SUM = Array.from({ length: TRENDING_HOURS }, (_, age) => hourWeight(age)).reduce(
  (sum, weight) => sum + weight,
  0,
);

/** Four decimals, as deal_ranks keeps a score. */
const roundScore = (score: number): number => Math.round(score * 10_000) / 10_000;

/** Signals per hour over the last 48 hours, the recent ones weighted most; hours outside are ignored. */
export function trendingScore(hours: readonly HourCount[], now: Date): number {
  const current = epochHour(now);
  let weighted = 0;
  for (const { hour, count } of hours) {
    const age = current - hour;
    if (age >= 0 && age < TRENDING_HOURS) weighted += count * hourWeight(age);
  }
  return roundScore(weighted / TRENDING_WEIGHT_SUM);
}

export const popularScore = (clicks: number, saves: number): number =>
  roundScore(clicks + SAVE_WEIGHT * saves);

/** A score to rank by; equal scores go by id, so a round's ranks never depend on the order read. */
export interface Scored {
  id: string;
  score: number;
}

/** Rank 1..N of every deal with a positive score, highest first; the others have none. */
export function ranksOf(scored: readonly Scored[]): Map<string, number> {
  const ranked = scored
    .filter((deal) => deal.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(ranked.map((deal, index) => [deal.id, index + 1]));
}

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Published or ending on the UTC day `now` falls on. */
export const isTodays = (createdAt: Date, expiryDate: Date | null, now: Date): boolean =>
  utcDay(createdAt) === utcDay(now) || (expiryDate !== null && utcDay(expiryDate) === utcDay(now));

/** Whether this round sees the deal go hot: its first 24 hours with HOT_HEAT_FROM_DEGREES gained. */
export const goesHot = (heatDay: number, hotAt: Date | null): boolean =>
  hotAt === null && heatDay >= HOT_HEAT_FROM_DEGREES;

/** What a round writes into a deal's data. */
export interface DerivedFields {
  trending: boolean;
  trendingRank: number | null;
  popularRank: number | null;
  todayOnly: boolean;
  /** Absent while the deal is new and its temperature is kept back (the heat would tell it). */
  heat?: DealHeat;
}

export function derivedFields(options: {
  trendingRank: number | undefined;
  popularRank: number | undefined;
  today: boolean;
  heat: DealHeat | undefined;
}): DerivedFields {
  const trendingRank = options.trendingRank ?? null;
  return {
    trending: trendingRank !== null && trendingRank <= TRENDING_MARK_RANKS,
    trendingRank,
    popularRank: options.popularRank ?? null,
    todayOnly: options.today,
    ...(options.heat ? { heat: options.heat } : {}),
  };
}

/** The same fields as stored may hold anything (a hand-set value, another shape): compared field by field. */
export function sameDerived(stored: Partial<Record<keyof DerivedFields, unknown>>, derived: DerivedFields) {
  const heat = stored.heat as Partial<DealHeat> | null | undefined;
  return (
    stored.trending === derived.trending &&
    (stored.trendingRank ?? null) === derived.trendingRank &&
    (stored.popularRank ?? null) === derived.popularRank &&
    stored.todayOnly === derived.todayOnly &&
    (derived.heat
      ? heat?.day === derived.heat.day &&
        heat?.week === derived.heat.week &&
        heat?.month === derived.heat.month &&
        heat?.discussed === derived.heat.discussed &&
        Object.keys(heat).length === 4
      : heat === undefined || heat === null)
  );
}
