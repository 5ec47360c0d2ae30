import { describe, expect, it } from 'vitest';
import { hoursFrom, makeDeal, TEST_NOW } from '../../tests/factories/deal-factory';
import { productStructuredData } from './product-structured-data';
import { CURRENCY } from './site';

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

  it('claims a rating only when the deal has a rating and reviews', () => {
    const rated = makeDeal({ id: 'a', rating: 4.2, reviewCount: 31 });
    const unrated = makeDeal({ id: 'b', rating: null, reviewCount: null });
    expect(productStructuredData(rated, ORIGIN, TEST_NOW).aggregateRating).toMatchObject({
      ratingValue: 4.2,
      reviewCount: 31,
    });
    expect(productStructuredData(unrated, ORIGIN, TEST_NOW)).not.toHaveProperty('aggregateRating');
  });

  it('marks an ended deal as discontinued', () => {
    const ended = makeDeal({ id: 'c', expiryDate: hoursFrom(TEST_NOW, -1) });
    expect(productStructuredData(ended, ORIGIN, TEST_NOW).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });
});
