import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../deal/categories';
import { isExpired } from '../deal/deal-rules';
import { parseDealList } from '../deal/deal-schema';
import { createSampleDealGroups, createSampleDeals, TOP_DEALS_COUNT } from './sample-deals';

const NOW = new Date('2025-06-01T12:00:00.000Z');

describe('createSampleDeals', () => {
  const deals = createSampleDeals(NOW);

  it('has at least 48 distinct deals across all nine categories', () => {
    expect(deals.length).toBeGreaterThanOrEqual(48);
    expect(new Set(deals.map((deal) => deal.id)).size).toBe(deals.length);
    expect(new Set(deals.map((deal) => deal.title)).size).toBe(deals.length);
    expect(new Set(deals.map((deal) => deal.category))).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
  });

  it('passes the same validation as any other source', () => {
    const { deals: valid, rejected } = parseDealList(deals, 'sample', { now: NOW });
    expect(rejected).toEqual([]);
    expect(valid).toEqual(deals);
  });

  it('gives every deal full details', () => {
    for (const deal of deals) {
      expect(deal.images.length, deal.id).toBeGreaterThanOrEqual(3);
      expect(deal.features.length, deal.id).toBeGreaterThan(0);
      expect(Object.keys(deal.specifications).length, deal.id).toBeGreaterThan(0);
      expect(deal.reviews.length, deal.id).toBeGreaterThanOrEqual(2);
      expect(deal.reviews.length, deal.id).toBeLessThanOrEqual(3);
      expect(deal.warranty && deal.packageContents && deal.availability, deal.id).toBeTruthy();
      expect(deal.rating, deal.id).not.toBeNull();
      expect(deal.reviewCount, deal.id).not.toBeNull();
      expect(deal.currentPrice, deal.id).toBeLessThan(deal.originalPrice);
      expect(new URL(deal.affiliateUrl).protocol, deal.id).toBe('https:');
    }
  });

  it('has exactly two deals that have already ended, the rest end hours to weeks from now', () => {
    expect(deals.filter((deal) => isExpired(deal, NOW))).toHaveLength(2);
    const live = deals.filter((deal) => !isExpired(deal, NOW));
    const hoursLeft = live.map((deal) => (Date.parse(deal.expiryDate!) - NOW.getTime()) / 3_600_000);
    expect(Math.min(...hoursLeft)).toBeGreaterThan(0);
    expect(Math.max(...hoursLeft)).toBeGreaterThan(24 * 14);
  });

  it('dates everything relative to now, so it never goes stale', () => {
    const later = new Date('2031-01-01T00:00:00.000Z');
    expect(createSampleDeals(later).filter((deal) => isExpired(deal, later))).toHaveLength(2);
    for (const deal of createSampleDeals(later)) {
      expect(Date.parse(deal.createdAt)).toBeLessThanOrEqual(later.getTime());
    }
  });

  it('is deterministic for a given now', () => {
    expect(createSampleDeals(NOW)).toEqual(deals);
  });

  it('has flagged deals for the trending, today and popular lists', () => {
    const trendingRanks = deals.filter((deal) => deal.trending).map((deal) => deal.trendingRank);
    expect(trendingRanks.length).toBeGreaterThanOrEqual(8);
    expect(new Set(trendingRanks).size).toBe(trendingRanks.length);
    expect(deals.filter((deal) => deal.todayOnly).length).toBeGreaterThanOrEqual(6);
    expect(deals.filter((deal) => deal.popularRank !== null).length).toBeGreaterThanOrEqual(8);
  });

  it('ends today-only deals within a day', () => {
    for (const deal of deals.filter((d) => d.todayOnly)) {
      expect(Date.parse(deal.expiryDate!) - NOW.getTime(), deal.id).toBeLessThanOrEqual(24 * 3_600_000);
    }
  });
});

describe('createSampleDealGroups', () => {
  const groups = createSampleDealGroups(NOW);

  it('builds every group the spec names', () => {
    expect(Object.keys(groups).sort()).toEqual(
      [
        'beauty',
        'electronics',
        'fashion',
        'home',
        'popularDeals',
        'todayDeals',
        'topDeals',
        'trendingDeals',
      ].sort(),
    );
    for (const [name, deals] of Object.entries(groups)) expect(deals.length, name).toBeGreaterThan(0);
  });

  it('groups categories by slug', () => {
    expect(groups.home.every((deal) => deal.category === 'home-garden')).toBe(true);
    expect(groups.beauty.every((deal) => deal.category === 'beauty')).toBe(true);
  });

  it('orders trending and popular by rank and leaves ended deals out of flag groups', () => {
    const ranks = groups.trendingDeals.map((deal) => deal.trendingRank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const popular = groups.popularDeals.map((deal) => deal.popularRank!);
    expect(popular).toEqual([...popular].sort((a, b) => a - b));
    const flagged = [
      ...groups.topDeals,
      ...groups.trendingDeals,
      ...groups.todayDeals,
      ...groups.popularDeals,
    ];
    expect(flagged.some((deal) => isExpired(deal, NOW))).toBe(false);
    expect(groups.topDeals).toHaveLength(TOP_DEALS_COUNT);
  });
});
