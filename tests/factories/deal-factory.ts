// Builds valid deals and raw wire items for tests, so each test states only the fields it is about.
import type { Deal } from '../../src/shared/deal/deal';

export const TEST_NOW = new Date('2025-06-01T12:00:00.000Z');

export const hoursFrom = (now: Date, hours: number): string =>
  new Date(now.getTime() + hours * 3_600_000).toISOString();

export function makeDeal(overrides: Partial<Deal> & { id: string }): Deal {
  return {
    title: `Deal ${overrides.id}`,
    description: `Description of deal ${overrides.id}`,
    store: 'Test Store',
    image: '/images/placeholder-deal.svg',
    images: ['/images/placeholder-deal.svg'],
    originalPrice: 100,
    currentPrice: 80,
    discount: 20,
    affiliateUrl: `https://shop.example/item/${overrides.id}`,
    category: 'electronics',
    expiryDate: null,
    createdAt: TEST_NOW.toISOString(),
    dealScore: null,
    features: [],
    specifications: {},
    warranty: null,
    packageContents: null,
    availability: null,
    rating: null,
    reviewCount: null,
    reviews: [],
    trending: false,
    trendingRank: null,
    todayOnly: false,
    popularRank: null,
    source: 'own',
    ...overrides,
  };
}

/** A deal as the API sends it (wire shape): id, price as currentPrice, one image. */
export function wireDeal(
  id: string | number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    title: `Wire deal ${id}`,
    description: `A deal from the wire, number ${id}`,
    store: 'Wire Store',
    image: `https://cdn.shop.example/${id}.jpg`,
    originalPrice: 50,
    currentPrice: 40,
    affiliateUrl: `https://shop.example/deal/${id}`,
    category: 'electronics',
    createdAt: TEST_NOW.toISOString(),
    ...overrides,
  };
}
