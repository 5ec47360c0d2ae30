// The deals' fixed words: the savings line, how long a deal still runs ('2 days', 'Expired'), the sort menu
// and the data source toggle. The rules they word are in deal-rules.ts.
import type { DataSource } from './data-source';
import type { Deal } from './deal';
import { expiresAtMs, formatPrice, SORT_KEYS, type SortKey, savingsAmount } from './deal-rules';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'Save $101.99 (25%)': the savings in two decimals plus the discount percent. */
export const formatSavings = (deal: Pick<Deal, 'originalPrice' | 'currentPrice' | 'discount'>): string =>
  `Save ${formatPrice(savingsAmount(deal))} (${deal.discount}%)`;

/** The text of 'Expires in' once the end date has passed, and for deals without an end date. */
export const EXPIRED_TEXT = 'Expired';
export const NO_END_DATE_TEXT = 'No end date';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A span of time as the app words it: '2 days', '5 hours', '12 minutes' (never less than '1 minute'). */
export function durationText(ms: number): string {
  if (ms >= DAY_MS) return plural(Math.floor(ms / DAY_MS), 'day');
  if (ms >= HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.max(1, Math.floor(ms / 60_000)), 'minute');
}

/** The 'Expires in' text: '2 days', '5 hours', '12 minutes', 'Expired' or 'No end date'. */
export function expiresInText(deal: Pick<Deal, 'expiryDate'>, now: Date): string {
  const left = expiresAtMs(deal.expiryDate) - now.getTime();
  if (left === Number.POSITIVE_INFINITY) return NO_END_DATE_TEXT;
  if (left <= 0) return EXPIRED_TEXT;
  return durationText(left);
}

/** How long ago `at` (ISO) was, as the app words times: '2 hours ago', '1 minute ago'. */
export const timeAgoText = (at: string, now: Date): string =>
  `${durationText(Math.max(0, now.getTime() - Date.parse(at)))} ago`;

export const SORT_LABELS = {
  newest: 'Newest',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  savings: 'Biggest Savings',
  hottest: 'Hottest',
  hotWeek: 'Hottest this week',
  hotMonth: 'Hottest this month',
  discussed: 'Most discussed',
} as const satisfies Record<SortKey, string>;

/** The sort menu's options, in the order of SORT_KEYS. */
export const SORT_OPTIONS: readonly { key: SortKey; label: string }[] = SORT_KEYS.map((key) => ({
  key,
  label: SORT_LABELS[key],
}));

/** The data source toggle's two labels. */
export const DATA_SOURCE_LABELS: Record<DataSource, string> = {
  api: 'Using Rakuten API',
  mock: 'Using Mock Data',
};

/** The accessible description of the toggle: what flipping it does. */
export const DATA_SOURCE_TOGGLE_HINT = 'Switch the deal source and reload the page';
