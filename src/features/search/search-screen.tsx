import { PagedDealGrid } from '@components/paged-deal-grid';
import { SearchBox } from '@components/search-box';
import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import type { Deal } from '@shared/deal';
import { SEARCH_PLACEHOLDER } from '@shared/layout-texts';
import { PAGES } from '@shared/pages';
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
} from '@shared/screen-texts';
import { searchTerms } from '@shared/search-terms';
import { SITE_KEYWORDS } from '@shared/site';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchResultsJsonLd } from './search-json-ld';
import { runSearchAtom, searchResultsAtom } from './state';
import { useSendSearch } from './use-send-search';
import './search.css';
import { currentOrigin } from '@lib/current-origin';

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
}

/** Results for ?q=: the query, 'Found N deals for "{query}"' and the matching deal cards. */
export function SearchScreen({ syncing, cacheVersion, pricesNote }: SearchScreenProps) {
  const [params] = useSearchParams();
  const sendSearch = useSendSearch();
  const query = (params.get(QUERY_PARAM) ?? '').trim();
  const runSearch = useSetAtom(runSearchAtom);
  const results = useAtomValue(searchResultsAtom);
  // The query whose results are in the state; until it matches, the results belong to an older query.
  const [settled, setSettled] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  const synced = useSyncCount(cacheVersion);

  // biome-ignore lint/correctness/useExhaustiveDependencies: synced re-runs the search after a sync.
  useEffect(() => {
    let current = true;
    void runSearch(query).then(() => {
      if (current) setSettled(query);
    });
    return () => {
      current = false;
    };
  }, [query, runSearch, synced]);

  const ready = settled === query;
  const heading = query ? searchHeading(query) : PAGES.search.title;
  const seo = query
    ? {
        title: heading,
        description: ready ? searchDescription(results.length, query) : PAGES.search.description,
        keywords: [...new Set([query, ...searchTerms(query), ...SITE_KEYWORDS])],
        jsonLd: ready ? [searchResultsJsonLd(query, results, currentOrigin())] : [],
      }
    : { title: PAGES.search.title, description: PAGES.search.description };

  return (
    <article className="page search-page">
      <SeoHead path={paths.searchFor(query)} {...seo} />
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
      <SearchResults query={query} ready={ready} results={results} syncing={syncing} now={now} />
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
  ready: boolean;
  results: readonly Deal[];
  syncing: boolean;
  now: Date;
}

function SearchResults({ query, ready, results, syncing, now }: SearchResultsProps) {
  if (!query) {
    return (
      <div className="empty-state search-page__empty">
        <p className="search-page__start">{START_SEARCHING}</p>
        <p>{SEARCH_HINT}</p>
      </div>
    );
  }
  if (!ready || (results.length === 0 && syncing)) {
    return (
      <p className="empty-state" role="status">
        {ready ? LOADING_DEALS : SEARCHING}
      </p>
    );
  }
  if (results.length === 0) {
    return (
      <div className="empty-state search-page__empty">
        <p role="status" className="search-page__none">
          {searchNone(query)}
        </p>
        <p>{SEARCH_HINT}</p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="search-page__count">
        {searchFound(results.length, query)}
      </p>
      <PagedDealGrid key={query} deals={results} now={now} mode="grid" label={searchHeading(query)} />
    </>
  );
}
