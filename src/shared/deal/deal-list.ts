// A listing's deals as a screen holds them: the whole list (from the deal cache), or the one page of it
// that the server drew (docs/decisions/0021). Listings are numbered in pages of LISTING_PAGE_SIZE; the
// address names the page (?page=2), so every deal of a long listing is a link away from its first page.

import { LISTING_PAGE_SIZE } from '../site/screen-texts';
import type { Deal } from './deal';

export interface DealList {
  /** The deals held: the whole list, or a part of it. */
  deals: readonly Deal[];
  /** The place in the whole list of deals[0] (0 for the whole list). */
  from: number;
  /** How many deals the whole list has. */
  total: number;
  /** Drawn by the server: final as it is, even when empty (the cache is not asked). */
  fromPage?: boolean;
}

export const PAGE_PARAM = 'page';

/** The whole list. */
export const wholeList = (deals: readonly Deal[]): DealList => ({ deals, from: 0, total: deals.length });

/** How many pages a list of `total` deals has; an empty list still has its first page. */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));

/** The place in the whole list where page `page` (1 for the first) begins. */
export const pageStart = (page: number): number => (page - 1) * LISTING_PAGE_SIZE;

/** Page `page` of the list, as the server draws it. */
export function pageOf(list: DealList, page: number): DealList {
  const start = pageStart(page);
  return {
    deals: list.deals.slice(start - list.from, start - list.from + LISTING_PAGE_SIZE),
    from: start,
    total: list.total,
    fromPage: true,
  };
}

/**
 * The page number an address asks for: a whole number from 1, written plainly ('2', not '02' or '2.0');
 * anything else is not a page of the listing (undefined). No parameter is the first page.
 */
export function parsePageParam(value: string | null): number | undefined {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

/** Whether `page` is one of the list's pages. */
export const isPageOf = (page: number | undefined, total: number): page is number =>
  page !== undefined && page <= pageCount(total);

/** The deals of page `page` the list holds (fewer than a page when it holds only part of it). */
export function dealsOnPage(list: DealList, page: number): readonly Deal[] {
  const start = pageStart(page) - list.from;
  return list.deals.slice(Math.max(0, start), Math.max(0, start + LISTING_PAGE_SIZE));
}

/** A listing page's own address for search engines: its path, and its page when not the first. */
export const listingCanonicalPath = (path: string, page: number): string =>
  page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path;
