// Price history, honest discounts and link checks: the one contract the server (which records prices and
// checks links) and the app (which shows them, offline too) share. The deal page's words for them are in
// price-history-texts.ts.
//
// An honest discount follows the EU's Omnibus rule (Directive 2019/2161, Art. 6a): a reduction is stated
// against the lowest price of the 30 days before it. The server works out a deal's PriceTruth from the prices
// it has seen whenever the deal's price is written, and sends it with the deal; the app only reads it.
import type { Deal } from '../deal/deal';

/** How far back the deal page's chart and GET /api/deals/{id}/history reach. */
export const PRICE_HISTORY_DAYS = 90;
/** The window before a price began that its discount is measured against. */
export const HONEST_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Where a price was seen. */
export const PRICE_SOURCES = [
  'seed',
  'import',
  'edit',
  'submission',
  'moderation',
  'affiliate',
  'watch',
] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** One price seen for a deal: a new point is stored only when the price or the list price changes. */
export interface PricePoint {
  /** ISO time it was seen. */
  at: string;
  price: number;
  /** The shop's original ("was") price at that time. */
  listPrice: number;
  source: PriceSource;
}

/** What the prices seen say about the deal's current price; sent with each deal as `priceTruth`. */
export interface PriceTruth {
  /** ISO time the current price began. */
  since: string;
  /** The lowest price seen in the 30 days before the current price began; null with no price before it. */
  lowestBefore: number | null;
  /** Whether the shop's list price was ever the real price in those 30 days. */
  listPriceSeen: boolean;
  /** The current price is the lowest seen in the 90 days before it began (and there were prices before it). */
  lowestIn90Days: boolean;
}

/**
 * How a link check ended: 'failed' is a verdict on the link (gone, sent to the shop's home page, out of
 * stock); 'inconclusive' (time-out, unreachable, a server error) says nothing about it.
 */
export const LINK_CHECK_OUTCOMES = ['ok', 'failed', 'inconclusive'] as const;
export type LinkCheckOutcome = (typeof LINK_CHECK_OUTCOMES)[number];

/** The last conclusive link check of a deal, as its page shows it. */
export interface LinkCheckView {
  /** ISO time of the check. */
  checkedAt: string;
  outcome: 'ok' | 'failed';
  /** Why a check failed ("404 Not Found", "redirected to the shop's home page", "out of stock"…); null when ok. */
  reason: string | null;
}

/** GET /api/deals/{id}/history */
export interface PriceHistoryAnswer {
  dealId: string;
  /** Oldest first: the prices of the last 90 days, led by the one in force when they begin. */
  points: PricePoint[];
  /** The deal's last link check, null before its first. */
  linkCheck: LinkCheckView | null;
}

export const priceHistoryApiPath = (dealId: string): string =>
  `/api/deals/${encodeURIComponent(dealId)}/history`;

const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The prices in force during [from, to): the one in force at `from`, then each seen inside. */
function pricesInForce(points: readonly PricePoint[], from: number, to: number): number[] {
  let atStart: number | undefined;
  const inside: number[] = [];
  for (const point of points) {
    const at = Date.parse(point.at);
    if (at < from) atStart = point.price;
    else if (at < to) inside.push(point.price);
  }
  return atStart === undefined ? inside : [atStart, ...inside];
}

/**
 * What `points` (oldest first; the last is the current price) say about the current price. Null without
 * points. The current price began at the first point of the unbroken run of that price at the end.
 */
export function priceTruthOf(points: readonly PricePoint[]): PriceTruth | null {
  const current = points.at(-1);
  if (!current) return null;
  let first = points.length - 1;
  while (first > 0 && sameMoney(points[first - 1]!.price, current.price)) first -= 1;
  const since = Date.parse(points[first]!.at);
  const before = points.slice(0, first);
  const window30 = pricesInForce(before, since - HONEST_WINDOW_DAYS * DAY_MS, since);
  const window90 = pricesInForce(before, since - PRICE_HISTORY_DAYS * DAY_MS, since);
  return {
    since: new Date(since).toISOString(),
    lowestBefore: window30.length > 0 ? Math.min(...window30) : null,
    listPriceSeen: window30.some((price) => price > current.listPrice - 0.005),
    lowestIn90Days: window90.length > 0 && window90.every((price) => current.price < price + 0.005),
  };
}

export interface ShownDiscount {
  /** Whole percent off `reference`; 0 when the deal is no cheaper than it. */
  percent: number;
  /** The price the discount is taken against: the shop's original, or the 30-day low. */
  reference: number;
  /** The shop's original price was never charged in the 30 days before: label it "Shop's list price". */
  listPriceOnly: boolean;
}

/**
 * The discount a deal may claim: the shop's own when its original price was really charged in the 30 days
 * before the deal (or nothing is known of them), otherwise the saving against the lowest price of those days.
 */
export function shownDiscount(
  deal: Pick<Deal, 'originalPrice' | 'currentPrice' | 'discount' | 'priceTruth'>,
): ShownDiscount {
  const truth = deal.priceTruth;
  if (!truth || truth.lowestBefore === null || truth.listPriceSeen) {
    return { percent: deal.discount, reference: deal.originalPrice, listPriceOnly: false };
  }
  const low = truth.lowestBefore;
  const percent = low > 0 ? Math.max(0, Math.round(((low - deal.currentPrice) / low) * 100)) : 0;
  return { percent, reference: Math.max(low, deal.currentPrice), listPriceOnly: true };
}
