// The stores a search names, with their best live codes: "nike code" finds the Nike store and shows its
// codes before any deal. Words that only say what kind of thing is wanted (code, coupon, voucher…) are
// left out of the match; what remains must begin words of the store's name or of a name merged into it,
// or spell the name run together ("bestbuy").
import { searchTerms } from '../deal/search-terms';
import { compareCoupons, couponEnded, couponStarted } from './coupon-record';
import type { CouponEntry, StoreDirectory, StoreEntry } from './store';
import { nameKey } from './store-matching';

const KIND_WORDS = new Set([
  'code',
  'codes',
  'coupon',
  'coupons',
  'voucher',
  'vouchers',
  'promo',
  'promos',
  'discount',
  'discounts',
  'offer',
  'offers',
]);

/** How many stores a search shows, and how many codes of each. */
export const SEARCH_STORES = 3;
export const SEARCH_CODES_PER_STORE = 3;

export interface StoreMatch {
  store: StoreEntry;
  /** Its best live codes, at most SEARCH_CODES_PER_STORE. */
  coupons: CouponEntry[];
  /** All its live codes. */
  codeCount: number;
}

function namesMatch(store: StoreEntry, terms: string[]): boolean {
  const joined = terms.join('');
  return [store.name, ...store.aliases].some((name) => {
    const words = searchTerms(name);
    return (
      terms.every((term) => words.some((word) => word.startsWith(term))) ||
      (joined.length >= 3 && nameKey(name).startsWith(joined))
    );
  });
}

export function findStores(directory: StoreDirectory, query: string, now: number): StoreMatch[] {
  const terms = searchTerms(query).filter((term) => !KIND_WORDS.has(term));
  if (terms.length === 0) return [];
  return directory.stores
    .filter((store) => namesMatch(store, terms))
    .map((store) => {
      const live = directory.coupons
        .filter(
          (coupon) =>
            coupon.storeSlug === store.slug && couponStarted(coupon, now) && !couponEnded(coupon, now),
        )
        .sort(compareCoupons);
      return { store, coupons: live.slice(0, SEARCH_CODES_PER_STORE), codeCount: live.length };
    })
    .sort((a, b) => b.codeCount - a.codeCount || a.store.name.localeCompare(b.store.name, 'en'))
    .slice(0, SEARCH_STORES);
}
