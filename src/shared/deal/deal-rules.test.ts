import { describe, expect, it } from 'vitest';
import { hoursFrom, makeDeal, TEST_NOW } from '../../../tests/factories/deal-factory';
import type { Deal } from './deal';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_PACKAGE_CONTENTS,
  DEFAULT_RATING,
  DEFAULT_REVIEW_COUNT,
  DEFAULT_WARRANTY,
  SIMILAR_DEALS_LIMIT,
} from './deal-defaults';
import {
  DEFAULT_SORT_KEY,
  detailFacts,
  discountPercent,
  formatPrice,
  isExpired,
  isSortKey,
  matchesSearch,
  mergeOwnFirst,
  nextGalleryIndex,
  previousGalleryIndex,
  rankSearchResults,
  savingsAmount,
  similarDeals,
  sortDeals,
} from './deal-rules';
import { expiresInText, formatSavings, SORT_OPTIONS, timeAgoText } from './deal-texts';
import { searchTerms } from './search-terms';

const NOW = TEST_NOW;
const hoursFromNow = (hours: number) => hoursFrom(NOW, hours);
const deal = makeDeal;
const makeSortDeal = (id: string, temperature: number | null | undefined): Deal => {
  const made = makeDeal({ id });
  return temperature === undefined ? made : { ...made, temperature };
};

describe('discountPercent', () => {
  it('rounds the reduction to a whole percent', () => {
    expect(discountPercent(399.99, 298)).toBe(25);
    expect(discountPercent(3, 2)).toBe(33);
  });
  it('is 0 without a real reduction or a usable original price', () => {
    expect(discountPercent(50, 50)).toBe(0);
    expect(discountPercent(40, 50)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
  it('is 100 for a free item', () => {
    expect(discountPercent(20, 0)).toBe(100);
  });
});

describe('savingsAmount and formatSavings', () => {
  it('subtracts current from original in whole cents', () => {
    expect(savingsAmount({ originalPrice: 0.3, currentPrice: 0.1 })).toBe(0.2);
    expect(savingsAmount({ originalPrice: 1299.99, currentPrice: 897.99 })).toBe(402);
    expect(savingsAmount({ originalPrice: 19.99, currentPrice: 14.49 })).toBe(5.5);
  });
  it('never goes negative', () => {
    expect(savingsAmount({ originalPrice: 10, currentPrice: 12 })).toBe(0);
  });
  it('shows the savings with two decimals and the percent', () => {
    expect(formatSavings({ originalPrice: 399.99, currentPrice: 298, discount: 25 })).toBe(
      'Save $101.99 (25%)',
    );
    expect(formatSavings({ originalPrice: 19.99, currentPrice: 14.49, discount: 28 })).toBe(
      'Save $5.50 (28%)',
    );
  });
  it('formats prices in US dollars', () => {
    expect(formatPrice(1299.5)).toBe('$1,299.50');
    expect(formatPrice(0)).toBe('$0.00');
  });
});

describe('expiry', () => {
  it('counts a deal as expired from its end instant on', () => {
    expect(isExpired({ expiryDate: hoursFromNow(-1) }, NOW)).toBe(true);
    expect(isExpired({ expiryDate: NOW.toISOString() }, NOW)).toBe(true);
    expect(isExpired({ expiryDate: hoursFromNow(1) }, NOW)).toBe(false);
    expect(isExpired({ expiryDate: null }, NOW)).toBe(false);
  });
  it('says how long is left in days, hours or minutes', () => {
    expect(expiresInText({ expiryDate: hoursFromNow(49) }, NOW)).toBe('2 days');
    expect(expiresInText({ expiryDate: hoursFromNow(24) }, NOW)).toBe('1 day');
    expect(expiresInText({ expiryDate: hoursFromNow(5.5) }, NOW)).toBe('5 hours');
    expect(expiresInText({ expiryDate: hoursFromNow(1) }, NOW)).toBe('1 hour');
    expect(expiresInText({ expiryDate: hoursFromNow(0.5) }, NOW)).toBe('30 minutes');
    expect(expiresInText({ expiryDate: hoursFromNow(0.001) }, NOW)).toBe('1 minute');
  });
  it('says Expired after the end and No end date without one', () => {
    expect(expiresInText({ expiryDate: hoursFromNow(-3) }, NOW)).toBe('Expired');
    expect(expiresInText({ expiryDate: null }, NOW)).toBe('No end date');
  });
  it('says how long ago a moment was in the same words', () => {
    expect(timeAgoText(hoursFromNow(-2.5), NOW)).toBe('2 hours ago');
    expect(timeAgoText(hoursFromNow(-49), NOW)).toBe('2 days ago');
    expect(timeAgoText(hoursFromNow(-0.25), NOW)).toBe('15 minutes ago');
    // A moment just past, or a clock slightly ahead of this device's, is a minute ago.
    expect(timeAgoText(hoursFromNow(0.1), NOW)).toBe('1 minute ago');
  });
});

describe('sorting', () => {
  const cheapOld = deal({ id: 'a', currentPrice: 10, originalPrice: 15, createdAt: hoursFromNow(-48) });
  const priceyNew = deal({ id: 'b', currentPrice: 500, originalPrice: 520, createdAt: hoursFromNow(-1) });
  const middle = deal({ id: 'c', currentPrice: 90, originalPrice: 200, createdAt: hoursFromNow(-10) });
  const all = [cheapOld, priceyNew, middle];
  const ids = (deals: Deal[]) => deals.map((d) => d.id);

  it('offers the spec’s four options, then the hottest over a day, a week and a month, and the most discussed, with newest as the default', () => {
    expect(SORT_OPTIONS.map((option) => option.key)).toEqual([
      'newest',
      'priceAsc',
      'priceDesc',
      'savings',
      'hottest',
      'hotWeek',
      'hotMonth',
      'discussed',
    ]);
    expect(DEFAULT_SORT_KEY).toBe('newest');
    expect(isSortKey('savings')).toBe(true);
    expect(isSortKey('rating')).toBe(false);
  });
  it('hottest sorts by temperature, a deal without a told one counting as 0°', () => {
    const deals = [
      makeSortDeal('cool', -3),
      makeSortDeal('new', null),
      makeSortDeal('hot', 120),
      makeSortDeal('sample', undefined),
    ];
    expect(sortDeals(deals, 'hottest').map((deal) => deal.id)).toEqual(['hot', 'new', 'sample', 'cool']);
  });
  it('newest sorts by createdAt, latest first, and is the default', () => {
    expect(ids(sortDeals(all, 'newest'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortDeals(all))).toEqual(['b', 'c', 'a']);
  });
  it('priceAsc and priceDesc sort by the current price', () => {
    expect(ids(sortDeals(all, 'priceAsc'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortDeals(all, 'priceDesc'))).toEqual(['b', 'c', 'a']);
  });
  it('savings puts the largest original-minus-current first', () => {
    expect(ids(sortDeals(all, 'savings'))).toEqual(['c', 'b', 'a']);
  });
  it('returns a copy and leaves the input alone', () => {
    sortDeals(all, 'priceAsc');
    expect(ids(all)).toEqual(['a', 'b', 'c']);
  });
});

describe('search matching', () => {
  const headphones = deal({
    id: 'h',
    title: 'Sony WH-1000XM5 Wireless Headphones',
    description: 'Industry-leading noise cancellation',
    store: 'Best Buy',
  });

  it('matches title, description and store case-insensitively', () => {
    expect(matchesSearch(headphones, 'HEADPHONES')).toBe(true);
    expect(matchesSearch(headphones, 'noise')).toBe(true);
    expect(matchesSearch(headphones, 'best buy')).toBe(true);
  });
  it('matches word beginnings and needs every word of the query', () => {
    expect(matchesSearch(headphones, 'sony head')).toBe(true);
    expect(matchesSearch(headphones, 'wh-1000')).toBe(true);
    expect(matchesSearch(headphones, 'sony laptop')).toBe(false);
  });
  it('matches nothing for a blank query', () => {
    expect(matchesSearch(headphones, '')).toBe(false);
    expect(matchesSearch(headphones, '   ')).toBe(false);
  });
  it('ignores accents', () => {
    expect(searchTerms('Crème Brûlée')).toEqual(['creme', 'brulee']);
    expect(matchesSearch(deal({ id: 'x', title: 'Café table' }), 'cafe')).toBe(true);
  });
  it('ranks title matches before description matches, then newest', () => {
    const inDescription = deal({ id: 'd', title: 'Speaker', description: 'pairs with headphones' });
    const inTitleOld = deal({ id: 't1', title: 'Headphones', createdAt: hoursFromNow(-5) });
    const inTitleNew = deal({ id: 't2', title: 'Headphones pro', createdAt: hoursFromNow(-1) });
    const ranked = rankSearchResults([inDescription, inTitleOld, inTitleNew], 'headphones');
    expect(ranked.map((d) => d.id)).toEqual(['t2', 't1', 'd']);
  });
});

describe('mergeOwnFirst', () => {
  it('puts own deals first and drops affiliate deals whose id is already taken', () => {
    const own = [deal({ id: '1', title: 'own one' }), deal({ id: '2', title: 'own two' })];
    const affiliate = [
      deal({ id: '2', title: 'affiliate copy', source: 'affiliate' }),
      deal({ id: '3', title: 'affiliate three', source: 'affiliate' }),
    ];
    const merged = mergeOwnFirst(own, affiliate);
    expect(merged.map((d) => d.title)).toEqual(['own one', 'own two', 'affiliate three']);
  });
  it('also removes repeats within one list', () => {
    expect(mergeOwnFirst([deal({ id: '1' }), deal({ id: '1' })], []).length).toBe(1);
  });
});

describe('similarDeals', () => {
  const current = deal({ id: 'me', category: 'fashion' });
  const others = Array.from({ length: 6 }, (_, i) => deal({ id: `f${i}`, category: 'fashion' }));
  const all = [current, deal({ id: 'e1', category: 'electronics' }), ...others];

  it('returns up to four deals of the same category without the current one', () => {
    const similar = similarDeals(current, all);
    expect(similar).toHaveLength(SIMILAR_DEALS_LIMIT);
    expect(similar.every((d) => d.category === 'fashion' && d.id !== 'me')).toBe(true);
  });
  it('honours a smaller limit and a small pool', () => {
    expect(similarDeals(current, all, 2)).toHaveLength(2);
    expect(similarDeals(current, [current])).toEqual([]);
  });
});

describe('gallery index', () => {
  it('wraps forwards from the last image to the first', () => {
    expect(nextGalleryIndex(0, 3)).toBe(1);
    expect(nextGalleryIndex(2, 3)).toBe(0);
  });
  it('wraps backwards from the first image to the last', () => {
    expect(previousGalleryIndex(1, 3)).toBe(0);
    expect(previousGalleryIndex(0, 3)).toBe(2);
  });
  it('stays at 0 with a single image or none', () => {
    expect(nextGalleryIndex(0, 1)).toBe(0);
    expect(previousGalleryIndex(0, 1)).toBe(0);
    expect(nextGalleryIndex(0, 0)).toBe(0);
  });
});

describe('detailFacts', () => {
  it('fills the spec defaults for missing facts', () => {
    expect(detailFacts(deal({ id: 'x' }))).toEqual({
      rating: DEFAULT_RATING,
      reviewCount: DEFAULT_REVIEW_COUNT,
      warranty: DEFAULT_WARRANTY,
      packageContents: DEFAULT_PACKAGE_CONTENTS,
      availability: DEFAULT_AVAILABILITY,
    });
    expect([DEFAULT_RATING, DEFAULT_REVIEW_COUNT, DEFAULT_WARRANTY]).toEqual([4.5, 128, '1 Year Warranty']);
    expect([DEFAULT_PACKAGE_CONTENTS, DEFAULT_AVAILABILITY]).toEqual(['Product and manual', 'In Stock']);
  });
  it('keeps the facts a deal has', () => {
    const facts = detailFacts(deal({ id: 'y', rating: 3.9, reviewCount: 7, warranty: '2 Year Warranty' }));
    expect(facts).toMatchObject({ rating: 3.9, reviewCount: 7, warranty: '2 Year Warranty' });
  });
});
