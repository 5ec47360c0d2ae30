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

/** Runs a search over the cache: sets the query, then the flag and results (or clears them when blank). */
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
  const results = await searchDeals(query);
  if (get(searchRunAtom) === run) set(searchResultsAtom, results);
});

/** Resets query, results and flag. */
export const clearSearchAtom = atom(null, (get, set) => {
  set(searchRunAtom, get(searchRunAtom) + 1);
  set(searchQueryAtom, '');
  set(searchResultsAtom, []);
  set(isSearchingAtom, false);
});
