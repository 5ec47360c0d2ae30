// Matching a deal against alert rules: every condition must hold, keywords match as the site's search does,
// a store by the slug the store matcher gives the deal.
import { describe, expect, it } from 'vitest';
import type { StoreEntry } from '../../src/shared/store/store.ts';
import { createStoreMatcher } from '../../src/shared/store/store-matching.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { dealFacts } from './alert-fanout.ts';
import { crossesMinimum, type DealFacts, matchingRules, type RuleConditions } from './rule-matching.ts';

const deal: DealFacts = {
  category: 'electronics',
  currentPrice: 249.99,
  discount: 38,
  temperature: 0,
  title: 'Sony WH-1000XM5 Headphones',
  description: 'Noise cancelling, 30 hours of battery.',
  store: 'Kettle Shop',
  storeSlug: 'kettle-shop',
};

const rule = (conditions: Partial<RuleConditions> & { id: string }): RuleConditions & { id: string } => ({
  categories: [],
  keywords: [],
  stores: [],
  maxPrice: null,
  minDiscount: null,
  minTemperature: null,
  ...conditions,
});

const store = (slug: string, name: string, hosts: string[]): StoreEntry => ({
  slug,
  name,
  hosts,
  aliases: [],
  logo: null,
  description: '',
  affiliateNote: '',
});
const noStores = createStoreMatcher([]);

const ids = (rules: { id: string }[]) => rules.map((matched) => matched.id);

describe('matchingRules', () => {
  it('matches a category, any keyword that begins words of the deal, a price ceiling and a discount floor', () => {
    const rules = [
      rule({ id: 'category', categories: ['fashion', 'electronics'] }),
      rule({ id: 'other-category', categories: ['books'] }),
      rule({ id: 'keyword', keywords: ['toaster', 'sony head'] }),
      rule({ id: 'accent-blind', keywords: ['SÓNY'] }),
      rule({ id: 'store-word', keywords: ['kettle'] }),
      rule({ id: 'not-a-prefix', keywords: ['phones'] }),
      rule({ id: 'cheap-enough', maxPrice: 249.99 }),
      rule({ id: 'too-dear', maxPrice: 200 }),
      rule({ id: 'discounted', minDiscount: 38 }),
      rule({ id: 'not-discounted-enough', minDiscount: 40 }),
      rule({
        id: 'all-of-them',
        categories: ['electronics'],
        keywords: ['sony'],
        maxPrice: 300,
        minDiscount: 30,
      }),
      rule({ id: 'all-but-one', categories: ['electronics'], keywords: ['sony'], maxPrice: 100 }),
    ];
    expect(ids(matchingRules(rules, deal))).toEqual([
      'category',
      'keyword',
      'accent-blind',
      'store-word',
      'cheap-enough',
      'discounted',
      'all-of-them',
    ]);
  });

  it('matches a minimum temperature only once the deal is that warm, and never a rule without conditions', () => {
    const warm = rule({ id: 'warm', minTemperature: 50 });
    expect(ids(matchingRules([warm, rule({ id: 'empty' })], deal))).toEqual([]);
    expect(ids(matchingRules([warm], { ...deal, temperature: 50 }))).toEqual(['warm']);
  });

  it('matches a store condition alone: the deal must be one of the rule’s stores', () => {
    const rules = [
      rule({ id: 'this-store', stores: ['kettle-shop'] }),
      rule({ id: 'one-of-them', stores: ['best-buy', 'kettle-shop'] }),
      rule({ id: 'another-store', stores: ['best-buy'] }),
    ];
    expect(ids(matchingRules(rules, deal))).toEqual(['this-store', 'one-of-them']);
    expect(ids(matchingRules(rules, { ...deal, storeSlug: 'best-buy' }))).toEqual([
      'one-of-them',
      'another-store',
    ]);
  });

  it('matches a store with other conditions only when they hold too', () => {
    const rules = [
      rule({ id: 'store-and-keyword', stores: ['kettle-shop'], keywords: ['sony'] }),
      rule({ id: 'store-and-other-keyword', stores: ['kettle-shop'], keywords: ['espresso'] }),
      rule({ id: 'other-store-and-keyword', stores: ['best-buy'], keywords: ['sony'] }),
      rule({ id: 'store-and-price', stores: ['kettle-shop'], maxPrice: 100 }),
    ];
    expect(ids(matchingRules(rules, deal))).toEqual(['store-and-keyword']);
  });

  it('tells when a temperature change crosses a rule minimum, and only then', () => {
    const warm = { minTemperature: 50 };
    expect(crossesMinimum(warm, 49, 50)).toBe(true);
    expect(crossesMinimum(warm, 50, 60)).toBe(false);
    expect(crossesMinimum(warm, 60, 40)).toBe(false);
    expect(crossesMinimum({ minTemperature: null }, 0, 100)).toBe(false);
  });
});

describe('dealFacts', () => {
  it('gives rules the discount a deal may honestly claim', () => {
    const listed = makeDeal({ originalPrice: 100, currentPrice: 50, discount: 50 });
    expect(dealFacts(listed, 0, noStores).discount).toBe(50);
    // The list price was never charged in the 30 days before: the discount is against their low, $60.
    const neverCharged = {
      ...listed,
      priceTruth: { since: listed.createdAt, lowestBefore: 60, listPriceSeen: false, lowestIn90Days: true },
    };
    expect(dealFacts(neverCharged, 0, noStores).discount).toBe(17);
    expect(
      matchingRules([rule({ id: 'half-off', minDiscount: 40 })], dealFacts(neverCharged, 0, noStores)),
    ).toEqual([]);
  });

  it('gives the deal the store its link’s host belongs to, whatever name the deal gives the store', () => {
    const stores = createStoreMatcher([
      store('best-buy', 'Best Buy', ['bestbuy.com']),
      store('kettle-shop', 'Kettle Shop', ['kettle.example']),
    ]);
    const byHost = makeDeal({ store: 'bestbuy.com', affiliateUrl: 'https://www.bestbuy.com/site/tv/123' });
    expect(dealFacts(byHost, 0, stores).storeSlug).toBe('best-buy');
    const byName = makeDeal({ store: 'Kettle Shop', affiliateUrl: 'https://elsewhere.example/p/1' });
    expect(dealFacts(byName, 0, stores).storeSlug).toBe('kettle-shop');
    const followers = [rule({ id: 'follows-best-buy', stores: ['best-buy'] })];
    expect(ids(matchingRules(followers, dealFacts(byHost, 0, stores)))).toEqual(['follows-best-buy']);
    expect(ids(matchingRules(followers, dealFacts(byName, 0, stores)))).toEqual([]);
  });
});
