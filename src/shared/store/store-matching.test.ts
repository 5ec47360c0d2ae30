import { describe, expect, it } from 'vitest';
import type { StoreEntry } from './store';
import { lookUpStore } from './store-lookup';
import { createStoreMatcher, nameKey, shopHost, storeSlugOf } from './store-matching';

const store = (slug: string, name: string, hosts: string[] = [], aliases: string[] = []): StoreEntry => ({
  slug,
  name,
  hosts,
  aliases,
  logo: null,
  description: '',
  affiliateNote: '',
});

const STORES = [
  store('best-buy', 'Best Buy', ['bestbuy.com'], ['bestbuy.com']),
  store('barnes-and-noble', 'Barnes & Noble', ['barnesandnoble.com']),
];

describe('which store a deal is', () => {
  const matcher = createStoreMatcher(STORES);

  it('goes by the link’s host first, its parent hosts included, whatever the deal calls the store', () => {
    expect(matcher.slugOf({ store: 'BB Outlet', affiliateUrl: 'https://www.bestbuy.com/site/tv' })).toBe(
      'best-buy',
    );
    expect(matcher.slugOf({ store: 'x', affiliateUrl: 'https://shop.bestbuy.com/a' })).toBe('best-buy');
  });

  it('then by the name, without case, spaces or punctuation, “&” read as “and”', () => {
    expect(matcher.slugOf({ store: 'barnes and noble', affiliateUrl: 'https://example.org/b' })).toBe(
      'barnes-and-noble',
    );
    expect(matcher.slugOf({ store: 'BARNES & NOBLE', affiliateUrl: 'not a link' })).toBe('barnes-and-noble');
  });

  it('makes the store of its name for a deal no store claims', () => {
    expect(matcher.slugOf({ store: "Macy's", affiliateUrl: 'https://www.macys.com/x' })).toBe('macys');
  });

  it('writes names and hosts as compared', () => {
    expect(nameKey('Barnes & Noble')).toBe('barnesandnoble');
    expect(storeSlugOf('  ')).toBe('store');
    expect(storeSlugOf('Bookshop.org')).toBe('bookshop-org');
    expect(shopHost('javascript:alert(1)')).toBeUndefined();
    expect(shopHost('https://WWW.Example.COM/a')).toBe('example.com');
  });
});

describe('a store page’s store from its address', () => {
  const directory = { stores: STORES, coupons: [] };

  it('finds the store, leads another of its names to it, and finds none for an unknown address', () => {
    expect(lookUpStore(directory, 'best-buy')).toMatchObject({ found: { name: 'Best Buy' } });
    expect(lookUpStore(directory, 'bestbuy-com')).toEqual({ movedTo: 'best-buy' });
    expect(lookUpStore(directory, 'nowhere')).toEqual({ missing: true });
  });
});
