// The pure rules about deals: money, expiry, sorting, search matching, merging and the gallery.
// No I/O here: the app, the service worker, the server and the tests share these functions. How they are
// put in words ('Save $5.00 (25%)', '2 days', the sort menu) is in deal-texts.ts.

import { sortHeat, sortTemperature } from '../community/temperature';
import { formatDollars } from '../site/intl-formats';
import type { Deal } from './deal';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_PACKAGE_CONTENTS,
  DEFAULT_RATING,
  DEFAULT_REVIEW_COUNT,
  DEFAULT_WARRANTY,
  SIMILAR_DEALS_LIMIT,
} from './deal-defaults';
import { searchTerms, uniqueSearchWords } from './search-terms';

/** Rounds to whole cents, avoiding binary drift such as 0.1 + 0.2. */
export const roundToCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** Whole percent off the original price; 0 when there is no real reduction. */
export function discountPercent(original: number, current: number): number {
  if (!(original > 0) || !(current >= 0) || current >= original) return 0;
  return Math.min(100, Math.round(((original - current) / original) * 100));
}

/** Original minus current price, in cents precision, never negative. */
export function savingsAmount(deal: Pick<Deal, 'originalPrice' | 'currentPrice'>): number {
  return Math.max(0, roundToCents(deal.originalPrice - deal.currentPrice));
}

/** A price as shoppers read it: 1299.5 -> '$1,299.50' (prices are in CURRENCY, US dollars). */
export const formatPrice = (amount: number): string => formatDollars(amount);

/** Milliseconds since the epoch at which the deal ends; Infinity when it has no end date. */
export function expiresAtMs(expiryDate: string | null): number {
  if (!expiryDate) return Number.POSITIVE_INFINITY;
  const time = Date.parse(expiryDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** A deal is expired from the instant its end date is reached. */
export const isExpired = (deal: Pick<Deal, 'expiryDate'>, now: Date): boolean =>
  expiresAtMs(deal.expiryDate) <= now.getTime();

/** The listings' orders, as the sort menu offers them (its labels are in deal-texts.ts). */
export const SORT_KEYS = [
  'newest',
  'priceAsc',
  'priceDesc',
  'savings',
  'hottest',
  'hotWeek',
  'hotMonth',
  'discussed',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const DEFAULT_SORT_KEY: SortKey = 'newest';

export const isSortKey = (value: unknown): value is SortKey =>
  (SORT_KEYS as readonly unknown[]).includes(value);

const byNewest = (a: Deal, b: Deal) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const comparators: Record<SortKey, (a: Deal, b: Deal) => number> = {
  newest: byNewest,
  priceAsc: (a, b) => a.currentPrice - b.currentPrice,
  priceDesc: (a, b) => b.currentPrice - a.currentPrice,
  savings: (a, b) => savingsAmount(b) - savingsAmount(a),
  // Heat gained in the last 24 hours, 7 days, 30 days (src/shared/community/temperature.ts sortHeat).
  // Heat is worked out every few minutes; between two rounds the temperature (votes as they stand) decides ties.
  hottest: (a, b) => sortHeat(b) - sortHeat(a) || sortTemperature(b) - sortTemperature(a),
  hotWeek: (a, b) => sortHeat(b, 'week') - sortHeat(a, 'week') || sortTemperature(b) - sortTemperature(a),
  hotMonth: (a, b) => sortHeat(b, 'month') - sortHeat(a, 'month') || sortTemperature(b) - sortTemperature(a),
  discussed: (a, b) => (b.heat?.discussed ?? 0) - (a.heat?.discussed ?? 0) || byNewest(a, b),
};

/** A sorted copy; ties keep their input order (the sort is stable). */
export function sortDeals(deals: readonly Deal[], sortKey: SortKey = DEFAULT_SORT_KEY): Deal[] {
  if (sortKey !== 'newest') return [...deals].sort(comparators[sortKey]);
  // Parsing each date once, not at every comparison, keeps sorting thousands of deals short.
  const times = new Map(deals.map((deal) => [deal, createdAtMs(deal.createdAt)]));
  return [...deals].sort((a, b) => times.get(b)! - times.get(a)!);
}

/** A deal's creation time in epoch ms, the order of 'newest'; 0 for a date that cannot be read. */
export function createdAtMs(createdAt: string): number {
  const ms = Date.parse(createdAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * What ranks a deal among the top deals: its deal score (0 without one), then the discount, then the saving,
 * all compared highest first.
 */
export const topDealKey = (deal: Pick<Deal, 'dealScore' | 'discount' | 'originalPrice' | 'currentPrice'>) =>
  [deal.dealScore ?? 0, deal.discount, savingsAmount(deal)] as [number, number, number];

/** Orders deals by topDealKey, highest first; ties keep their order (sorting is stable). */
export function compareTopDeals(a: Deal, b: Deal): number {
  const [scoreA, discountA, savingsA] = topDealKey(a);
  const [scoreB, discountB, savingsB] = topDealKey(b);
  return scoreB - scoreA || discountB - discountA || savingsB - savingsA;
}

const searchWordsOf = new WeakMap<object, string[]>();

/**
 * The words a deal can be found by: those of its title, description and store. Worked out once per deal
 * object (deals are never changed in place): the search, the mutes and For you all ask for them, thousands
 * of times on one screen. The list is shared: read it, never change it.
 */
export function dealSearchWords(deal: Pick<Deal, 'title' | 'description' | 'store'>): string[] {
  let words = searchWordsOf.get(deal);
  if (!words) {
    words = uniqueSearchWords(deal.title, deal.description, deal.store);
    searchWordsOf.set(deal, words);
  }
  return words;
}

/**
 * Case-insensitive match on title, description and store: every word of the query must begin a word of
 * the deal ('sony head' finds 'Sony WH-1000XM5 Headphones'). A blank query matches nothing.
 */
export function matchesSearch(deal: Pick<Deal, 'title' | 'description' | 'store'>, query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return false;
  const words = dealSearchWords(deal);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** Search results in a useful order: deals whose title matches the whole query first, then the newest. */
export function rankSearchResults(deals: readonly Deal[], query: string): Deal[] {
  const terms = searchTerms(query);
  // Worked out once per deal: the sort compares each deal many times.
  const titleHits = new Map<Deal, number>();
  for (const deal of deals) {
    const words = searchTerms(deal.title);
    titleHits.set(deal, terms.every((term) => words.some((word) => word.startsWith(term))) ? 1 : 0);
  }
  return [...deals].sort((a, b) => titleHits.get(b)! - titleHits.get(a)! || byNewest(a, b));
}

/** Own deals first, then affiliate deals; a repeated id keeps its first (own) occurrence. */
export function mergeOwnFirst(own: readonly Deal[], affiliate: readonly Deal[]): Deal[] {
  const seen = new Set<string>();
  const merged: Deal[] = [];
  for (const deal of [...own, ...affiliate]) {
    if (seen.has(deal.id)) continue;
    seen.add(deal.id);
    merged.push(deal);
  }
  return merged;
}

/** Up to `limit` other deals of the same category, in the order given. */
export const similarDeals = (deal: Deal, all: readonly Deal[], limit = SIMILAR_DEALS_LIMIT): Deal[] =>
  all.filter((other) => other.category === deal.category && other.id !== deal.id).slice(0, limit);

/** The gallery's next image; after the last comes the first. */
export const nextGalleryIndex = (index: number, count: number): number =>
  count > 0 ? (((index + 1) % count) + count) % count : 0;

/** The gallery's previous image; before the first comes the last. */
export const previousGalleryIndex = (index: number, count: number): number =>
  count > 0 ? (((index - 1) % count) + count) % count : 0;

/** The detail page's facts with the spec's defaults filled in. */
export function detailFacts(deal: Deal) {
  return {
    rating: deal.rating ?? DEFAULT_RATING,
    reviewCount: deal.reviewCount ?? DEFAULT_REVIEW_COUNT,
    warranty: deal.warranty ?? DEFAULT_WARRANTY,
    packageContents: deal.packageContents ?? DEFAULT_PACKAGE_CONTENTS,
    availability: deal.availability ?? DEFAULT_AVAILABILITY,
  };
}
