// Builds valid deals and raw wire items for tests, so each test states only the fields it is about.
// The app's, the service worker's and the server's tests all use this one factory.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { discountPercent } from '../../src/shared/deal/deal-rules.ts';

export const TEST_NOW = new Date('2025-06-01T12:00:00.000Z');

export const hoursFrom = (now: Date, hours: number): string =>
  new Date(now.getTime() + hours * 3_600_000).toISOString();

const PLACEHOLDER_IMAGE = '/images/placeholder-deal.svg';

let made = 0;

/**
 * A valid deal with every field filled in, as the API stores it and the app shows it. Without an id it
 * gets a fresh one (`deal-1`, `deal-2`, …). Unless the test states them, its discount follows its prices
 * and its images are its one image.
 */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  made += 1;
  const id = overrides.id ?? `deal-${made}`;
  const originalPrice = overrides.originalPrice ?? 100;
  const currentPrice = overrides.currentPrice ?? 80;
  const image = overrides.image ?? overrides.images?.[0] ?? PLACEHOLDER_IMAGE;
  return {
    id,
    title: `Deal ${id}`,
    description: `Description of deal ${id}`,
    store: 'Test Store',
    image,
    images: [image],
    originalPrice,
    currentPrice,
    discount: discountPercent(originalPrice, currentPrice),
    affiliateUrl: `https://shop.example/item/${id}`,
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
