// A store page's store from its address: the store with that slug; or the store a name of it makes that
// slug (a merged store's old name, a deal's other spelling: its cards link there), which the page then
// leads to; or none.
import type { CouponEntry, StoreDirectory, StoreEntry } from './store';
import { storeSlugOf } from './store-matching';

export type StoreLookup =
  | { found: StoreEntry; coupons: CouponEntry[] }
  | { movedTo: string }
  | { missing: true };

export function lookUpStore(directory: StoreDirectory, slug: string): StoreLookup {
  const found = directory.stores.find((store) => store.slug === slug);
  if (found) return { found, coupons: directory.coupons.filter((coupon) => coupon.storeSlug === slug) };
  const named = directory.stores.find((store) =>
    [store.name, ...store.aliases].some((name) => storeSlugOf(name) === slug),
  );
  return named ? { movedTo: named.slug } : { missing: true };
}
