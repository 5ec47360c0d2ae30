// What a read tells one watcher, by their rules: drops from the base price only, the strongest reason of the
// price rules met, one occasion per price, back in stock on its own occasion, nothing for a price at or
// above the base or in a currency that changed.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCH_RULES, type WatchRules } from '../../src/shared/watch/watch.ts';
import {
  dealOccasion,
  judgeWatch,
  MIN_LOWEST_HISTORY,
  priceOccasion,
  stockOccasion,
  unreadableOccasion,
  type WatchFacts,
} from './watch-rules.ts';

const READ_AT = new Date('2026-11-28T09:30:00.000Z');
const NONE: WatchRules = {
  anyDrop: false,
  targetPrice: null,
  minDropPercent: null,
  backInStock: false,
  lowest90: false,
};

const facts = (over: Partial<WatchFacts> = {}): WatchFacts => ({
  rules: DEFAULT_WATCH_RULES,
  basePrice: 25,
  previousPrice: 25,
  price: 25,
  previousAvailability: 'in_stock',
  availability: 'in_stock',
  recentPrices: [25, 26, 27],
  readAt: READ_AT,
  ...over,
});
const rules = (over: Partial<WatchRules>): WatchRules => ({ ...NONE, ...over });
const reasons = (over: Partial<WatchFacts>) => judgeWatch(facts(over)).map((decision) => decision.reason);

describe('the occasions', () => {
  it('name a price in cents, a time in ISO, a deal by its id', () => {
    expect(priceOccasion(19)).toBe('price:19.00');
    expect(priceOccasion(19.999)).toBe('price:20.00');
    expect(stockOccasion(READ_AT)).toBe('stock:2026-11-28T09:30:00.000Z');
    expect(unreadableOccasion(READ_AT)).toBe('unreadable:2026-11-28T09:30:00.000Z');
    expect(dealOccasion('deal-7')).toBe('deal:deal-7');
  });
});

describe('any drop', () => {
  it('tells of a price below the base, with the base as what it was', () => {
    expect(judgeWatch(facts({ price: 22.5 }))).toEqual([
      { reason: 'drop', occasion: 'price:22.50', price: 22.5, previousPrice: 25 },
    ]);
  });

  it('tells nothing for a price equal to or above the base, whatever rules', () => {
    const all = rules({
      anyDrop: true,
      targetPrice: 30,
      minDropPercent: 1,
      lowest90: true,
      backInStock: false,
    });
    expect(reasons({ rules: all, price: 25 })).toEqual([]);
    expect(reasons({ rules: all, price: 25.001 })).toEqual([]);
    expect(reasons({ rules: all, price: 28, previousPrice: 31 })).toEqual([]);
    // A drop from the previous price that is still above the base is no drop to this watcher.
    expect(reasons({ rules: all, basePrice: 20, previousPrice: 30, price: 24 })).toEqual([]);
  });

  it('is measured from the previous price when the watch has no base yet, and not at all without either', () => {
    expect(reasons({ basePrice: null, previousPrice: 25, price: 24 })).toEqual(['drop']);
    expect(reasons({ basePrice: null, previousPrice: null, price: 24 })).toEqual([]);
    expect(reasons({ price: null })).toEqual([]);
  });

  it('is off when the watcher did not ask for it', () => {
    expect(reasons({ rules: NONE, price: 20 })).toEqual([]);
  });
});

describe('a target price', () => {
  it('tells when the price reaches the target from a base above it', () => {
    expect(judgeWatch(facts({ rules: rules({ targetPrice: 20 }), price: 20 }))).toEqual([
      { reason: 'target', occasion: 'price:20.00', price: 20, previousPrice: 25 },
    ]);
    expect(reasons({ rules: rules({ targetPrice: 20 }), price: 19.99 })).toEqual(['target']);
    expect(reasons({ rules: rules({ targetPrice: 20 }), price: 20.01 })).toEqual([]);
  });

  it('tells when the price just crossed it, even from a base already below it', () => {
    // Watching from 18 with a target of 20: the price went up to 22, and comes back to 17.
    expect(
      reasons({ rules: rules({ targetPrice: 20 }), basePrice: 18, previousPrice: 22, price: 17 }),
    ).toEqual(['target']);
    // Below the target all along: no news for the target (a drop below the base is one for "any drop").
    expect(
      reasons({ rules: rules({ targetPrice: 20 }), basePrice: 18, previousPrice: 18, price: 17 }),
    ).toEqual([]);
    expect(
      reasons({
        rules: rules({ targetPrice: 20, anyDrop: true }),
        basePrice: 18,
        previousPrice: 18,
        price: 17,
      }),
    ).toEqual(['drop']);
  });
});

describe('a drop of at least N %', () => {
  it('tells when the drop from the base reaches N %, exactly included', () => {
    expect(reasons({ rules: rules({ minDropPercent: 20 }), price: 20 })).toEqual(['percent']);
    expect(reasons({ rules: rules({ minDropPercent: 20 }), price: 20.01 })).toEqual([]);
    expect(
      reasons({ rules: rules({ minDropPercent: 10 }), basePrice: 19.99, previousPrice: 19.99, price: 17.99 }),
    ).toEqual(['percent']);
    expect(
      reasons({ rules: rules({ minDropPercent: 1 }), basePrice: 100, previousPrice: 100, price: 99 }),
    ).toEqual(['percent']);
  });
});

describe('the lowest in 90 days', () => {
  it('tells when the price is below every price of the window', () => {
    expect(reasons({ rules: rules({ lowest90: true }), price: 24.99, recentPrices: [25, 26, 27] })).toEqual([
      'lowest',
    ]);
    expect(reasons({ rules: rules({ lowest90: true }), price: 24, recentPrices: [25, 23.5, 27] })).toEqual(
      [],
    );
    // Equal to the lowest is not below it.
    expect(reasons({ rules: rules({ lowest90: true }), price: 24, recentPrices: [25, 24, 27] })).toEqual([]);
  });

  it('needs a few prices of history first', () => {
    const few = Array.from({ length: MIN_LOWEST_HISTORY - 1 }, () => 30);
    expect(reasons({ rules: rules({ lowest90: true }), price: 10, recentPrices: few })).toEqual([]);
    expect(reasons({ rules: rules({ lowest90: true }), price: 10, recentPrices: [...few, 30] })).toEqual([
      'lowest',
    ]);
  });
});

describe('the strongest reason wins, one notice per price', () => {
  const all = rules({ anyDrop: true, targetPrice: 20, minDropPercent: 10, lowest90: true });

  it('target over percent over lowest over drop', () => {
    expect(reasons({ rules: all, price: 19 })).toEqual(['target']);
    expect(reasons({ rules: all, price: 22 })).toEqual(['percent']);
    expect(reasons({ rules: all, price: 24, recentPrices: [25, 26, 27] })).toEqual(['lowest']);
    expect(reasons({ rules: all, price: 24.5, recentPrices: [24, 26, 27] })).toEqual(['drop']);
    for (const price of [19, 22, 24, 24.5]) expect(judgeWatch(facts({ rules: all, price }))).toHaveLength(1);
  });
});

describe('back in stock', () => {
  it('tells when out of stock turns in stock, on its own occasion at the time of the read', () => {
    expect(
      judgeWatch(facts({ rules: rules({ backInStock: true }), previousAvailability: 'out_of_stock' })),
    ).toEqual([
      { reason: 'back_in_stock', occasion: 'stock:2026-11-28T09:30:00.000Z', price: 25, previousPrice: null },
    ]);
  });

  it('says nothing from unknown, to out of stock, or when not asked', () => {
    const asked = rules({ backInStock: true });
    expect(reasons({ rules: asked, previousAvailability: 'unknown' })).toEqual([]);
    expect(reasons({ rules: asked, previousAvailability: 'out_of_stock', availability: 'unknown' })).toEqual(
      [],
    );
    expect(reasons({ rules: asked, availability: 'out_of_stock' })).toEqual([]);
    expect(reasons({ rules: NONE, previousAvailability: 'out_of_stock' })).toEqual([]);
  });

  it('comes beside a price notice when both happen in one read', () => {
    expect(
      reasons({
        rules: rules({ backInStock: true, anyDrop: true }),
        previousAvailability: 'out_of_stock',
        price: 21,
      }),
    ).toEqual(['drop', 'back_in_stock']);
  });
});

describe('a currency that changed', () => {
  it('compares no prices, but still tells of stock', () => {
    const all = rules({ anyDrop: true, targetPrice: 20, backInStock: true });
    expect(reasons({ rules: all, price: 10, currencyChanged: true })).toEqual([]);
    expect(
      reasons({ rules: all, price: 10, currencyChanged: true, previousAvailability: 'out_of_stock' }),
    ).toEqual(['back_in_stock']);
  });
});
