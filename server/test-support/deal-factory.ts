// Valid deals for server tests, built through the shared schema so they are exactly what the API stores.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { normalizeDeal } from '../../src/shared/deal/deal-schema.ts';
import type { PriceSighting } from '../db/price-history-repository.ts';

let counter = 0;

export function makeDeal(overrides: Record<string, unknown> = {}): Deal {
  counter += 1;
  const result = normalizeDeal(
    {
      id: `test-${counter}`,
      title: `Test deal ${counter}`,
      description: 'A well described product for testing.',
      store: 'Test Store',
      image: '/images/deals/sample.svg',
      currentPrice: 50,
      originalPrice: 100,
      affiliateUrl: `https://shop.example/item/${counter}`,
      category: 'electronics',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString(),
      expiryDate: null,
      ...overrides,
    },
    'own',
  );
  if (!result.ok) throw new Error(`makeDeal built an invalid deal: ${result.reason}`);
  return result.deal;
}

/** How tests write deals: their prices as seen by an operator's import at `at`. */
export const imported = (at = new Date()): PriceSighting => ({ source: 'import', at });
