// Whether a read of a watched product tells one watcher something, by their rules. Pure.
//
// Prices: a drop is measured from the watch's base price (the price when they started watching, then the
// price of their last notice), and nothing is told of a price equal to or above it. Below it:
//   - target: the price is at or below their target, and the base was above it or the price just crossed it;
//   - percent: it dropped at least their N % from the base;
//   - lowest: it is below every price of the last 90 days, when there are at least MIN_LOWEST_HISTORY of them;
//   - drop: any drop at all.
// One notice per price, whichever rules it met, with the strongest reason (target > percent > lowest > drop)
// and the occasion `price:{amount}`: the same price is never told twice. A page whose currency changed is
// not compared with prices in another one.
// Stock: out of stock before and in stock now, for a watcher who asked, is a notice of its own, occasion
// `stock:{ISO time of the read}`.
import type { Availability, WatchNoticeReason, WatchRules } from '../../src/shared/watch/watch.ts';

/** Prices of the last 90 days needed before "its lowest in 90 days" means anything. */
export const MIN_LOWEST_HISTORY = 3;

export interface WatchFacts {
  rules: WatchRules;
  /** The price drops are measured from; null: none yet (the previous price stands in). */
  basePrice: number | null;
  previousPrice: number | null;
  /** The price read now; null when the page stated none believed. */
  price: number | null;
  previousAvailability: Availability;
  availability: Availability;
  /** The prices of the last 90 days before this one (each price in force in that time), any order. */
  recentPrices: readonly number[];
  /** The page now states another currency than before: its prices are not compared. */
  currencyChanged?: boolean;
  readAt: Date;
}

export interface NoticeDecision {
  reason: WatchNoticeReason;
  /** Once per watch: 'price:{amount}', 'stock:{time}', 'unreadable:{time}', 'deal:{deal id}'. */
  occasion: string;
  price: number | null;
  /** What the price was before, as the watcher knows it: the base price of a drop. */
  previousPrice: number | null;
}

export const priceOccasion = (price: number) => `price:${price.toFixed(2)}`;
export const stockOccasion = (at: Date) => `stock:${at.toISOString()}`;
export const unreadableOccasion = (at: Date) => `unreadable:${at.toISOString()}`;
export const dealOccasion = (dealId: string) => `deal:${dealId}`;

/** Amounts compared in whole cents, as they are stored (numeric(12,2)). */
const cents = (amount: number) => Math.round(amount * 100);

const isAmount = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/** The price rule the new price meets, the strongest first; undefined when none (or it is not below the base). */
function priceReason(facts: WatchFacts, base: number, price: number): WatchNoticeReason | undefined {
  const { rules, previousPrice } = facts;
  if (cents(price) >= cents(base)) return undefined;
  const target = rules.targetPrice;
  if (isAmount(target) && cents(price) <= cents(target)) {
    const wasAbove = cents(base) > cents(target);
    const justCrossed = isAmount(previousPrice) && cents(previousPrice) > cents(target);
    if (wasAbove || justCrossed) return 'target';
  }
  const percent = rules.minDropPercent;
  // Compared in cents, so 20 % of 25.00 is met by 20.00 whatever floating point makes of it.
  if (percent !== null && percent > 0 && (cents(base) - cents(price)) * 100 >= percent * cents(base)) {
    return 'percent';
  }
  if (rules.lowest90) {
    const history = facts.recentPrices.filter(isAmount);
    if (history.length >= MIN_LOWEST_HISTORY && history.every((earlier) => cents(price) < cents(earlier))) {
      return 'lowest';
    }
  }
  return rules.anyDrop ? 'drop' : undefined;
}

/** What to tell the watcher of this read: nothing, a price, back in stock, or both (each its own occasion). */
export function judgeWatch(facts: WatchFacts): NoticeDecision[] {
  const decisions: NoticeDecision[] = [];
  const { price } = facts;
  const base = isAmount(facts.basePrice) ? facts.basePrice : facts.previousPrice;
  if (isAmount(price) && isAmount(base) && !facts.currencyChanged) {
    const reason = priceReason(facts, base, price);
    if (reason) decisions.push({ reason, occasion: priceOccasion(price), price, previousPrice: base });
  }
  if (
    facts.rules.backInStock &&
    facts.previousAvailability === 'out_of_stock' &&
    facts.availability === 'in_stock'
  ) {
    decisions.push({
      reason: 'back_in_stock',
      occasion: stockOccasion(facts.readAt),
      price: isAmount(price) ? price : null,
      previousPrice: null,
    });
  }
  return decisions;
}
