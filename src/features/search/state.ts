// The app-wide search state of spec §4: query, results and the is-searching flag. Searching sets the
// flag; a blank query clears the results and the flag; clear-search resets all three. Results come from
// the deal cache, so search works offline.
import { searchDeals } from '@lib/db/deal-queries';
import type { Deal } from '@shared/deal/deal';
import { atom, type Setter } from 'jotai';

export const searchQueryAtom = atom('');
export const searchResultsAtom = atom<Deal[]>([]);
/** True while a non-blank query is the active search. */
export const isSearchingAtom = atom(false);
/** The query whose results the results atom holds (null: none); until it is the screen's, they are older. */
export const settledQueryAtom = atom<string | null>(null);

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

/** Puts a finished search's results in the state, as the results of `query`. */
function settle(set: Setter, query: string, results: Deal[]): void {
  set(searchQueryAtom, query);
  set(isSearchingAtom, true);
  set(searchResultsAtom, results);
  set(settledQueryAtom, query);
}

/**
 * Starts the search for a query being sent to the search screen, which then takes up its results. They
 * are put in the state as soon as they are in (unless a newer search began meanwhile), so a screen that
 * opens after that shows them at once. Returns the search (null for a blank query), so the sender can
 * wait for it.
 */
export const sendSearchAtom = atom(null, (get, set, query: string): Promise<unknown> | null => {
  const trimmed = query.trim();
  if (!trimmed) return null;
  const run = get(searchRunAtom);
  const results = searchDeals(trimmed);
  set(sentSearchAtom, { query: trimmed, sentAt: Date.now(), results });
  // Nobody may take it up (the shopper went elsewhere): its failure must not go unhandled.
  return results.then(
    (found) => {
      if (get(searchRunAtom) === run) settle(set, trimmed, found);
    },
    () => {},
  );
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
    set(settledQueryAtom, query);
    return;
  }
  set(isSearchingAtom, true);
  const results = await (set(takeSentSearchAtom, query) ?? searchDeals(query));
  if (get(searchRunAtom) === run) settle(set, query, results);
});

/** Resets query, results and flag. */
export const clearSearchAtom = atom(null, (get, set) => {
  set(searchRunAtom, get(searchRunAtom) + 1);
  set(searchQueryAtom, '');
  set(searchResultsAtom, []);
  set(isSearchingAtom, false);
  set(settledQueryAtom, null);
});
