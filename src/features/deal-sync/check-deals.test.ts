import { createSampleDeals } from '@shared/sample/sample-deals';
import { describe, expect, it, vi } from 'vitest';
import { createDealChecker } from './check-deals';

// Counts loads of the wire schema (and zod with it): the sync's worker is meant to need it only for items
// that are not in our own server's shape.
const schemaLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@shared/deal/deal-schema', async (importOriginal) => {
  schemaLoads.count += 1;
  return importOriginal();
});

const NOW = new Date('2026-11-24T12:00:00.000Z');
/** Deals as our server sends them: normalised, then through JSON. */
const serverDeals = (): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(createSampleDeals(NOW).map((deal) => ({ ...deal, source: 'own' }))));

const check = async (...pages: unknown[][]) => {
  const checker = createDealChecker('own', { now: NOW });
  for (const page of pages) await checker.add(page);
  return checker.result();
};

describe('createDealChecker', () => {
  it('builds deals in our own shape without loading the wire schema', async () => {
    const deals = serverDeals();
    const { deals: checked, rejected } = await check(deals.slice(0, 5), deals.slice(5));
    expect(rejected).toEqual([]);
    expect(checked.map((deal) => deal.id)).toEqual(deals.map((deal) => deal.id));
    expect(checked[0]).toEqual({ ...deals[0], source: 'own' });
    expect(schemaLoads.count).toBe(0);
  });

  it('reads any other shape with the schema, loaded once, exactly as the schema parser does', async () => {
    const [own, withForeignReview, another] = serverDeals();
    const foreignReview = { _id: 'r-9', rating: '4', comment: ' Good value ', user: 'Sam' };
    const items: unknown[] = [
      own,
      { ...withForeignReview, reviews: [foreignReview] },
      { _id: 77, title: ' Feed deal ', price: '$19.99', affiliateUrl: 'https://shop.example/x' },
      { id: 'no-price', title: 'No price', affiliateUrl: 'https://shop.example/y' },
      { ...own },
      { ...another, affiliateUrl: 'javascript:alert(1)' },
    ];
    const checked = await check(items.slice(0, 3), items.slice(3));
    const { createDealListParser } = await import('@shared/deal/deal-schema');
    const parser = createDealListParser('own', { now: NOW });
    parser.add(items);
    expect(checked).toEqual(parser.result());
    expect(checked.deals[1]!.reviews).toEqual([
      expect.objectContaining({ id: 'r-9', rating: 4, text: 'Good value', author: 'Sam' }),
    ]);
    expect(checked.rejected.map(({ index, reason }) => [index, reason.split(':')[0]])).toEqual([
      [3, 'currentPrice'],
      [4, 'id'],
      [5, 'affiliateUrl'],
    ]);
    expect(schemaLoads.count).toBe(1);
  });
});
