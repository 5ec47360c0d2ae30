import { HiddenByMutesLine } from '@components/hidden-by-mutes';
import { PagedDealGrid } from '@components/paged-deal-grid';
import { SearchBox } from '@components/search-box';
import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import { currentOrigin } from '@lib/current-origin';
import { useSearchPageAnswer } from '@lib/db/deal-queries';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { useHiddenByMutes } from '@lib/use-mutes';
import { type DealList, isPageOf, PAGE_PARAM, parsePageParam, wholeList } from '@shared/deal/deal-list';
import { searchTerms } from '@shared/deal/search-terms';
import { SEARCH_PLACEHOLDER } from '@shared/site/layout-texts';
import { PAGES } from '@shared/site/pages';
import {
  LOADING_DEALS,
  REFINE_SEARCH,
  SEARCH_HINT,
  SEARCHING,
  START_SEARCHING,
  searchDescription,
  searchFound,
  searchHeading,
  searchNone,
} from '@shared/site/screen-texts';
import { SITE_KEYWORDS } from '@shared/site/site';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchResultsJsonLd } from './search-json-ld';
import { runSearchAtom, searchResultsAtom, settledQueryAtom } from './state';
import { StoreMatches } from './store-matches';
import { useSendSearch } from './use-send-search';
import './search.css';

export const QUERY_PARAM = 'q';

interface SearchScreenProps {
  /** A sync is filling the cache: an empty result may only mean the deals have not arrived yet. */
  syncing: boolean;
  /**
   * Changes whenever a sync lands, so the results follow the cache; undefined until it is known (its first
   * value is not a change).
   */
  cacheVersion?: number | null;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
  /** Shown for a page of results that does not exist; the app supplies its not-found screen. */
  notFound?: ReactNode;
  /** The ad place shown after the first row of cards on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
}

/**
 * Results for ?q=: the query, 'Found N deals for "{query}"' and the matching deal cards, a page at a time.
 * A page the server drew shows the results it came with until the cache has synced; the search then runs
 * on the cache, as for any search sent here.
 */
export function SearchScreen({
  syncing,
  cacheVersion,
  pricesNote,
  notFound = null,
  adAfterFirstRow,
}: SearchScreenProps) {
  const [params] = useSearchParams();
  const sendSearch = useSendSearch();
  const query = (params.get(QUERY_PARAM) ?? '').trim();
  const page = parsePageParam(params.get(PAGE_PARAM));
  const fromPage = useSearchPageAnswer(query, page ?? 1);
  const runSearch = useSetAtom(runSearchAtom);
  const results = useAtomValue(searchResultsAtom);
  // Until it matches the query, the results in the state belong to an older query.
  const settled = useAtomValue(settledQueryAtom);
  const now = useFirstDrawTime();

  const synced = useSyncCount(cacheVersion);
  const searchingCache = fromPage === undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: synced re-runs the search after a sync.
  useEffect(() => {
    if (searchingCache) void runSearch(query);
  }, [query, runSearch, synced, searchingCache]);

  const fromCache = useMemo(
    () => (settled === query ? wholeList(results) : undefined),
    [settled, query, results],
  );
  // The page's results stay on screen until the cache's arrive.
  const lastFromPage = useRef<{ query: string; list: DealList } | null>(null);
  if (fromPage) lastFromPage.current = { query, list: fromPage };
  const held = lastFromPage.current?.query === query ? lastFromPage.current.list : undefined;
  const list = fromPage ?? fromCache ?? held;
  if (query && (page === undefined || (list !== undefined && !isPageOf(page, list.total)))) return notFound;
  const shownPage = page ?? 1;

  const heading = query ? searchHeading(query) : PAGES.search.title;
  const seo = query
    ? {
        title: heading,
        description: list ? searchDescription(list.total, query) : PAGES.search.description,
        keywords: [...new Set([query, ...searchTerms(query), ...SITE_KEYWORDS])],
        jsonLd: list ? [searchResultsJsonLd(query, list, shownPage, currentOrigin())] : [],
      }
    : { title: PAGES.search.title, description: PAGES.search.description };

  return (
    <article className="page search-page">
      <SeoHead path={paths.searchFor(query)} noindex={PAGES.search.noindex} {...seo} />
      <header className="page__header search-page__header">
        <h1>{heading}</h1>
        <SearchBox
          action={paths.searchFor('')}
          key={query}
          className="search-page__box"
          label={REFINE_SEARCH}
          placeholder={SEARCH_PLACEHOLDER}
          initialValue={query}
          visibleLabel
          onSearch={sendSearch}
        />
      </header>
      {query ? pricesNote : null}
      {query ? <StoreMatches query={query} /> : null}
      <SearchResults
        query={query}
        list={list}
        waiting={settled !== query && searchingCache}
        page={shownPage}
        syncing={syncing}
        now={now}
        adAfterFirstRow={adAfterFirstRow}
      />
    </article>
  );
}

/**
 * Counts the syncs that landed while the screen is open. The version's first known value is not one: a
 * search started before it was read would otherwise run twice, and the results would wait for the second.
 */
function useSyncCount(cacheVersion: number | null | undefined): number {
  const [count, setCount] = useState(0);
  const seen = useRef(cacheVersion);
  useEffect(() => {
    const previous = seen.current;
    seen.current = cacheVersion;
    if (previous !== undefined && previous !== cacheVersion) setCount((value) => value + 1);
  }, [cacheVersion]);
  return count;
}

interface SearchResultsProps {
  query: string;
  /** The results, or undefined until they are known. */
  list: DealList | undefined;
  /** The search over the cache has not answered yet. */
  waiting: boolean;
  page: number;
  syncing: boolean;
  now: Date;
  adAfterFirstRow?: ReactNode;
}

function SearchResults({
  query,
  list: found,
  waiting,
  page,
  syncing,
  now,
  adAfterFirstRow,
}: SearchResultsProps) {
  // A member's mutes hide their deals once this device has read them; a visitor sees every result.
  const muted = useHiddenByMutes(found);
  const list = muted.list;
  if (!query) {
    return (
      <div className="empty-state search-page__empty">
        <p className="search-page__start">{START_SEARCHING}</p>
        <p>{SEARCH_HINT}</p>
      </div>
    );
  }
  if (!list || (list.total === 0 && syncing && !list.fromPage)) {
    return (
      <p className="empty-state" role="status">
        {waiting || !list ? SEARCHING : LOADING_DEALS}
      </p>
    );
  }
  const hiddenLine = <HiddenByMutesLine hidden={muted.hidden} shown={muted.shown} onToggle={muted.toggle} />;
  if (list.total === 0) {
    return (
      <div className="empty-state search-page__empty">
        <p role="status" className="search-page__none">
          {searchNone(query)}
        </p>
        {hiddenLine}
        <p>{SEARCH_HINT}</p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="search-page__count">
        {searchFound(list.total, query)}
      </p>
      {hiddenLine}
      <PagedDealGrid
        key={query}
        list={list}
        page={page}
        pageHref={(number) => resultsPageHref(query, number)}
        now={now}
        mode="grid"
        label={searchHeading(query)}
        afterFirstRowOnPhones={adAfterFirstRow}
      />
    </>
  );
}

/** The address of page `page` of the results for `query`. */
const resultsPageHref = (query: string, page: number) =>
  page === 1 ? paths.searchFor(query) : `${paths.searchFor(query)}&${PAGE_PARAM}=${page}`;
