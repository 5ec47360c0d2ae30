// The price history the sample deals are seeded with: about four months before each deal began, drawn from
// the deal alone (its id picks the story and the days), so the same deal always gets the same history. The
// stories cover what the deal page explains: a list price that was really charged, one that was never
// charged in the 30 days before the deal (the honest rule then measures the discount against the 30-day
// low), and a deal that is not the lowest price of its 90 days.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { roundToCents } from '../../src/shared/deal/deal-rules.ts';
import type { PricePoint } from '../../src/shared/price-history/price-history.ts';
import type { DealPricePoint } from '../db/price-history-repository.ts';

const DAY_MS = 86_400_000;

/** How long before the deal the history starts: beyond the 90 days the chart shows. */
const HISTORY_DAYS = 120;

/** A small, stable hash of the deal's id (FNV-1a), so a deal's story never changes between seeds. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A shop-like price at `share` of the way from the deal's price to its list price (ending in .99 where that
 * stays strictly between the two); undefined when the two are too close to fit one in between.
 */
function priceBetween(deal: Deal, share: number): number | undefined {
  const low = deal.currentPrice;
  const high = deal.originalPrice;
  const exact = roundToCents(low + (high - low) * share);
  const shopLike = Math.floor(exact) + 0.99;
  if (shopLike > low && shopLike < high) return shopLike;
  return exact > low && exact < high ? exact : undefined;
}

/** The story of one deal: [days before the deal began, price] steps, oldest first. */
function storyOf(deal: Deal, hash: number): [number, number | undefined][] {
  const list = deal.originalPrice;
  const jitter = (hash >>> 3) % 9;
  switch (hash % 4) {
    case 0:
      // The list price, a sale in between, the list price again: the shop's discount is honest.
      return [
        [HISTORY_DAYS, list],
        [58 - jitter, priceBetween(deal, 0.6)],
        [44 - jitter, list],
      ];
    case 1:
      // Marked down well before the deal and again shortly before it: the list price was not charged in the
      // 30 days before, so the discount is measured against the lowest price of those days.
      return [
        [HISTORY_DAYS, list],
        [75 - jitter, priceBetween(deal, 0.5)],
        [26 - (jitter % 5), priceBetween(deal, 0.3)],
      ];
    case 2:
      // A short flash sale below today's price two months ago: an honest discount, but not the 90-day low.
      return [
        [HISTORY_DAYS, list],
        [62 - jitter, roundToCents(deal.currentPrice * 0.92)],
        [55 - jitter, list],
      ];
    default:
      // Never sold at its list price: the "was" price only ever stood on the label.
      return [
        [HISTORY_DAYS, priceBetween(deal, 0.25)],
        [38 - jitter, priceBetween(deal, 0.15)],
        [20 - (jitter % 5), priceBetween(deal, 0.25)],
      ];
  }
}

/**
 * The points the sample deal had before and when it began: the story's prices, then the deal's own price
 * at its creation time (unless the story already ends at it). Each point carries the deal's list price (the shop's "was" price throughout).
 */
export function samplePriceHistory(deal: Deal): DealPricePoint[] {
  const began = Date.parse(deal.createdAt);
  const steps: PricePoint[] = [];
  for (const [daysBefore, price] of storyOf(deal, hashOf(deal.id))) {
    // A step whose price does not fit (list and deal price too close) is left out; so is one that repeats.
    if (price === undefined || price === steps.at(-1)?.price) continue;
    steps.push({
      at: new Date(began - daysBefore * DAY_MS).toISOString(),
      price,
      listPrice: deal.originalPrice,
      source: 'seed',
    });
  }
  if (deal.currentPrice !== steps.at(-1)?.price) {
    steps.push({
      at: deal.createdAt,
      price: deal.currentPrice,
      listPrice: deal.originalPrice,
      source: 'seed',
    });
  }
  return steps.map((point) => ({ dealId: deal.id, ...point }));
}
