// The app-wide search state of spec §4: query, results and the is-searching flag. Searching sets the
// flag; a blank query clears the results and the flag; clear-search resets all three. Results come from
// the deal cache, so search works offline.
import { searchDeals } from '@lib/db/deal-queries';
import type { Deal } from '@shared/deal';
import { atom } from 'jotai';

export const searchQueryAtom = atom('');
export const searchResultsAtom = atom<Deal[]>([]);
/** True while a non-blank query is the active search. */
export const isSearchingAtom = atom(false);

/** Bumped by every run and clear, so an older, slower search never overwrites a newer one. */
const searchRunAtom = atom(0);

/** A search begun when its query was sent, so it runs while the search screen loads. */
interface SentSearch {
  query: string;
  sentAt: number;
  results: Promise<Deal[]>;
}

/** Past this age a sent search that no screen took up is stale (the cache may have changed since). */
const SENT_SEARCH_FRESH_MS = 3000;

const sentSearchAtom = atom<SentSearch | null>(null);

/** Starts the search for a query being sent to the search screen, which then takes up its results. */
export const sendSearchAtom = atom(null, (_get, set, query: string) => {
  const trimmed = query.trim();
  if (!trimmed) return;
  const results = searchDeals(trimmed);
  // Nobody may take it up (the shopper went elsewhere): its failure must not go unhandled.
  results.catch(() => {});
  set(sentSearchAtom, { query: trimmed, sentAt: Date.now(), results });
});

/** The results of the search sent for `query`, if one is recent enough; a sent search is taken up once. */
const takeSentSearchAtom = atom(null, (get, set, query: string): Promise<Deal[]> | null => {
  const sent = get(sentSearchAtom);
  set(sentSearchAtom, null);
  const fresh = sent && sent.query === query.trim() && Date.now() - sent.sentAt < SENT_SEARCH_FRESH_MS;
  return fresh ? sent.results : null;
});

/**
 * Runs a search over the cache: sets the query, then the flag and results (or clears them when blank).
 * A search sent for the same query moments ago is taken up rather than run again.
 */
export const runSearchAtom = atom(null, async (get, set, query: string) => {
  const run = get(searchRunAtom) + 1;
  set(searchRunAtom, run);
  set(searchQueryAtom, query);
  if (!query.trim()) {
    set(searchResultsAtom, []);
    set(isSearchingAtom, false);
    return;
  }
  set(isSearchingAtom, true);
  const results = await (set(takeSentSearchAtom, query) ?? searchDeals(query));
  if (get(searchRunAtom) === run) set(searchResultsAtom, results);
});

/** Resets query, results and flag. */
export const clearSearchAtom = atom(null, (get, set) => {
  set(searchRunAtom, get(searchRunAtom) + 1);
  set(searchQueryAtom, '');
  set(searchResultsAtom, []);
  set(isSearchingAtom, false);
});
