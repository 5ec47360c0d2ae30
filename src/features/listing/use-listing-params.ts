import { isCategorySlug } from '@shared/categories';
import { DEFAULT_SORT_KEY, isSortKey, type SortKey } from '@shared/deal-rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SORT_PARAM = 'sort';
export const CATEGORY_PARAM = 'category';
export const ALL_CATEGORIES = 'all';

/**
 * Sort and category tab live in the address (?sort=&category=) so a reload or a shared link shows the same
 * list. Defaults are left out of the address; unknown values fall back to them.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get(SORT_PARAM);
  const rawCategory = params.get(CATEGORY_PARAM);
  const sort: SortKey = isSortKey(rawSort) ? rawSort : DEFAULT_SORT_KEY;
  const category: string = rawCategory && isCategorySlug(rawCategory) ? rawCategory : ALL_CATEGORIES;

  const update = useCallback(
    (name: string, value: string, fallback: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Changing a filter is not a new page: keep the back button for leaving the listing.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setSort = useCallback((value: SortKey) => update(SORT_PARAM, value, DEFAULT_SORT_KEY), [update]);
  const setCategory = useCallback((value: string) => update(CATEGORY_PARAM, value, ALL_CATEGORIES), [update]);

  return { sort, category, setSort, setCategory };
}
