import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { feedPriceText } from './feed-documents.ts';

const truth = (listPriceSeen: boolean, lowestBefore: number | null) => ({
  since: '2026-11-20T10:00:00.000Z',
  lowestBefore,
  listPriceSeen,
  lowestIn90Days: false,
});

describe('a feed item’s price', () => {
  it('is the shop’s discount when its original price was charged (or nothing is known)', () => {
    expect(feedPriceText(makeDeal({ currentPrice: 75, originalPrice: 100 }))).toBe(
      '$75.00 (was $100.00, 25% off)',
    );
    const seen = { ...makeDeal({ currentPrice: 75, originalPrice: 100 }), priceTruth: truth(true, 90) };
    expect(feedPriceText(seen)).toBe('$75.00 (was $100.00, 25% off)');
  });

  it('is measured against the 30-day low when the list price was never charged, and says so', () => {
    const deal = { ...makeDeal({ currentPrice: 75, originalPrice: 100 }), priceTruth: truth(false, 80) };
    expect(feedPriceText(deal)).toBe("$75.00 (6% off its 30-day low of $80.00; shop's list price $100.00)");
    const noCheaper = { ...deal, priceTruth: truth(false, 75) };
    expect(feedPriceText(noCheaper)).toBe("$75.00 (shop's list price $100.00)");
  });
});
