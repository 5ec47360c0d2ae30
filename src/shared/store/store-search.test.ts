import { describe, expect, it } from 'vitest';
import type { CouponEntry, StoreEntry } from './store';
import { findStores } from './store-search';

const NOW = Date.parse('2031-05-01T12:00:00Z');
const store = (slug: string, name: string): StoreEntry => ({
  slug,
  name,
  hosts: [],
  aliases: [],
  logo: null,
  description: '',
  affiliateNote: '',
});
const code = (id: string, storeSlug: string, endsAt: string | null = null): CouponEntry => ({
  id,
  storeSlug,
  code: id.toUpperCase(),
  title: `Code ${id}`,
  terms: '',
  startsAt: '2031-04-01T00:00:00Z',
  endsAt,
  source: 'operator',
  record: { answers30d: 0, workedShare30d: null, lastWorkedAt: null, notWorking: false },
});
const directory = {
  stores: [store('nike', 'Nike'), store('nikon', 'Nikon'), store('best-buy', 'Best Buy')],
  coupons: [
    code('n1', 'nike'),
    code('n2', 'nike'),
    code('gone', 'nike', '2031-04-30T00:00:00Z'),
    code('k1', 'nikon'),
  ],
};

describe('the stores a search names', () => {
  it('finds the store behind “nike code”, with its live codes', () => {
    const [first, ...rest] = findStores(directory, 'nike code', NOW);
    expect(first?.store.slug).toBe('nike');
    expect(first?.codeCount).toBe(2);
    expect(first?.coupons.map((c) => c.id).sort()).toEqual(['n1', 'n2']);
    expect(rest).toEqual([]);
  });

  it('matches the beginnings of a name’s words, or the name run together', () => {
    expect(findStores(directory, 'nik', NOW).map((m) => m.store.slug)).toEqual(['nike', 'nikon']);
    expect(findStores(directory, 'bestbuy', NOW).map((m) => m.store.slug)).toEqual(['best-buy']);
    expect(findStores(directory, 'best b', NOW).map((m) => m.store.slug)).toEqual(['best-buy']);
  });

  it('finds nothing for words that only ask for codes, or for no store', () => {
    expect(findStores(directory, 'coupon codes', NOW)).toEqual([]);
    expect(findStores(directory, 'kettle', NOW)).toEqual([]);
  });
});
