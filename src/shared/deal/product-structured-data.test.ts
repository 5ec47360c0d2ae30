import { describe, expect, it } from 'vitest';
import { hoursFrom, makeDeal, TEST_NOW } from '../../../tests/factories/deal-factory';
import { CURRENCY } from '../site/site';
import { productStructuredData } from './product-structured-data';

const ORIGIN = 'https://rarefinds.example';

describe('productStructuredData', () => {
  it('describes the deal as a Product with one Offer in USD at its page address', () => {
    const deal = makeDeal({ id: 'lamp 1', currentPrice: 19.5, specifications: { brand: 'Lumo' } });
    const data = productStructuredData(deal, ORIGIN, TEST_NOW);
    expect(data['@id']).toBe(`${ORIGIN}/deal/lamp%201`);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Lumo' });
    expect(data.offers).toMatchObject({
      price: '19.50',
      priceCurrency: CURRENCY,
      url: `${ORIGIN}/deal/lamp%201`,
    });
  });

  it('rates the product from the reviews the page lists, never from the source’s own totals', () => {
    const review = (id: string, rating: number) => ({
      id,
      rating,
      text: `Review ${id}`,
      author: `Shopper ${id}`,
      date: '2024-03-02T10:00:00Z',
      helpful: 0,
    });
    const listed = makeDeal({
      id: 'a',
      rating: 4.2,
      reviewCount: 38_011,
      reviews: [review('1', 5), review('2', 4)],
    });
    const data = productStructuredData(listed, ORIGIN, TEST_NOW);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data.review).toHaveLength(2);
    expect((data.review as { reviewBody: string }[]).map((entry) => entry.reviewBody)).toEqual([
      'Review 1',
      'Review 2',
    ]);
    const unlisted = makeDeal({ id: 'b', rating: 4.8, reviewCount: 2310, reviews: [] });
    expect(productStructuredData(unlisted, ORIGIN, TEST_NOW)).not.toHaveProperty('aggregateRating');
    expect(productStructuredData(unlisted, ORIGIN, TEST_NOW)).not.toHaveProperty('review');
  });

  it('offers the shown price and claims no reference price, above all a list price never charged', () => {
    const deal = makeDeal({
      id: 'd',
      originalPrice: 149.99,
      currentPrice: 99,
      discount: 34,
      priceTruth: {
        since: TEST_NOW.toISOString(),
        lowestBefore: 109,
        listPriceSeen: false,
        lowestIn90Days: true,
      },
    });
    const data = productStructuredData(deal, ORIGIN, TEST_NOW);
    expect(data.offers).toMatchObject({ price: '99.00' });
    expect(data.offers).not.toHaveProperty('priceSpecification');
    const text = JSON.stringify(data);
    expect(text).not.toContain('149.99');
    expect(text).not.toContain('StrikethroughPrice');
    expect(text).not.toContain('ListPrice');
  });

  it('marks an ended deal as discontinued', () => {
    const ended = makeDeal({ id: 'c', expiryDate: hoursFrom(TEST_NOW, -1) });
    expect(productStructuredData(ended, ORIGIN, TEST_NOW).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });
});
