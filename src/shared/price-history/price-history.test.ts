import { describe, expect, it } from 'vitest';
import { type PricePoint, priceTruthOf, shownDiscount } from './price-history';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
/** A point `daysAgo` days before NOW. */
const seen = (daysAgo: number, price: number, listPrice = 150): PricePoint => ({
  at: new Date(NOW - daysAgo * DAY_MS).toISOString(),
  price,
  listPrice,
  source: 'import',
});

describe('priceTruthOf', () => {
  it('knows nothing without prices', () => {
    expect(priceTruthOf([])).toBeNull();
  });

  it('a first price has no history before it', () => {
    expect(priceTruthOf([seen(0, 99)])).toEqual({
      since: new Date(NOW).toISOString(),
      lowestBefore: null,
      listPriceSeen: false,
      lowestIn90Days: false,
    });
  });

  it('a drop is measured against the lowest price of the 30 days before it began', () => {
    const truth = priceTruthOf([seen(60, 80), seen(20, 120), seen(10, 110), seen(2, 99), seen(1, 99)]);
    // 80 was in force until 20 days ago, so it counts: it held at the window's start (32 days ago).
    expect(truth).toMatchObject({ since: new Date(NOW - 2 * DAY_MS).toISOString(), lowestBefore: 80 });
    expect(truth?.listPriceSeen).toBe(false);
    expect(truth?.lowestIn90Days).toBe(false);
  });

  it('prices older than the 30 days are left out once a later one replaced them', () => {
    const truth = priceTruthOf([seen(80, 60), seen(40, 140), seen(0, 99)]);
    expect(truth?.lowestBefore).toBe(140);
    expect(truth?.lowestIn90Days).toBe(false); // 60 was charged within 90 days
  });

  it('a list price really charged in the 30 days makes the shop’s discount honest', () => {
    const truth = priceTruthOf([seen(25, 150), seen(0, 99)]);
    expect(truth).toMatchObject({ lowestBefore: 150, listPriceSeen: true, lowestIn90Days: true });
  });

  it('a rise starts a new price whose truth looks back from the rise', () => {
    const truth = priceTruthOf([seen(10, 90), seen(0, 120)]);
    expect(truth).toMatchObject({ lowestBefore: 90, lowestIn90Days: false });
  });
});

describe('shownDiscount', () => {
  const deal = { originalPrice: 150, currentPrice: 99, discount: 34 };

  it('keeps the shop’s discount when nothing is known', () => {
    expect(shownDiscount(deal)).toEqual({ percent: 34, reference: 150, listPriceOnly: false });
  });

  it('keeps the shop’s discount when its list price was charged in the 30 days', () => {
    const priceTruth = { since: '', lowestBefore: 150, listPriceSeen: true, lowestIn90Days: true };
    expect(shownDiscount({ ...deal, priceTruth })).toEqual({
      percent: 34,
      reference: 150,
      listPriceOnly: false,
    });
  });

  it('takes the discount against the 30-day low when the list price was never charged', () => {
    const priceTruth = { since: '', lowestBefore: 110, listPriceSeen: false, lowestIn90Days: false };
    expect(shownDiscount({ ...deal, priceTruth })).toEqual({
      percent: 10,
      reference: 110,
      listPriceOnly: true,
    });
  });

  it('claims no discount for a price no lower than the 30-day low', () => {
    const priceTruth = { since: '', lowestBefore: 80, listPriceSeen: false, lowestIn90Days: false };
    expect(shownDiscount({ ...deal, priceTruth })).toEqual({
      percent: 0,
      reference: 99,
      listPriceOnly: true,
    });
  });
});
