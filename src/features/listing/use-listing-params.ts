import { isCategorySlug } from '@shared/deal/categories';
import { PAGE_PARAM, parsePageParam } from '@shared/deal/deal-list';
import { DEFAULT_SORT_KEY, isSortKey, type SortKey } from '@shared/deal/deal-rules';
import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const SORT_PARAM = 'sort';
export const CATEGORY_PARAM = 'category';
export const ALL_CATEGORIES = 'all';

/** The category tab a new sort keeps, as a GET form's hidden field (none for every category). */
export const keptCategory = (category: string): Record<string, string> =>
  category === ALL_CATEGORIES ? {} : { [CATEGORY_PARAM]: category };

/**
 * Sort, category tab and page live in the address (?sort=&category=&page=) so a reload or a shared link
 * shows the same list. Defaults are left out of the address; unknown sorts and tabs fall back to them. A page
 * that is not a whole number from 1 is undefined: no page of the listing (the screen says not found).
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the address of the last render, not the one a change made a
  // moment ago: a tab and then a sort chosen before the list re-rendered would lose the tab. Each change
  // therefore builds on the previous change until a render shows it.
  const unrendered = useRef<{ basis: URLSearchParams; next: URLSearchParams } | null>(null);
  if (unrendered.current && unrendered.current.basis !== params) unrendered.current = null;
  const rawSort = params.get(SORT_PARAM);
  const rawCategory = params.get(CATEGORY_PARAM);
  const sort: SortKey = isSortKey(rawSort) ? rawSort : DEFAULT_SORT_KEY;
  const category: string = rawCategory && isCategorySlug(rawCategory) ? rawCategory : ALL_CATEGORIES;
  const page = parsePageParam(params.get(PAGE_PARAM));
  const { pathname } = useLocation();

  const update = useCallback(
    (name: string, value: string, fallback: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(unrendered.current?.next ?? current);
          // Another sort or tab is another list: it starts at its first page.
          next.delete(PAGE_PARAM);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          unrendered.current = { basis: current, next };
          return next;
        },
        // Changing a filter is not a new page: keep the back button for leaving the listing.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setSort = useCallback((value: SortKey) => update(SORT_PARAM, value, DEFAULT_SORT_KEY), [update]);
  const setCategory = useCallback((value: string) => update(CATEGORY_PARAM, value, ALL_CATEGORIES), [update]);

  /** The address of the listing's page `number`, with its sort and tab. */
  const pageHref = useCallback(
    (number: number) => {
      const next = new URLSearchParams(params);
      if (number === 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(number));
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, pathname],
  );

  return { sort, category, page, setSort, setCategory, pageHref };
}
