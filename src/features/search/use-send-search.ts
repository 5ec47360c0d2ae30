import { paths } from '@config/paths';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendSearchAtom } from './state';

/**
 * How long a sent search may hold the move to the results screen. A search over the cache takes tens of
 * milliseconds; drawing the screen meanwhile would hold the page's thread between the search's reads,
 * and show "Searching…" for a moment before the results. Past this, the screen shows "Searching…".
 */
const RESULTS_WAIT_MS = 150;

/**
 * Sends a query to the search screen. The search over the cache starts at once, and the screen opens
 * when its results are in (or after RESULTS_WAIT_MS), so they show with it.
 */
export function useSendSearch(): (query: string) => void {
  const sendSearch = useSetAtom(sendSearchAtom);
  const navigate = useNavigate();
  return useCallback(
    (query: string) => {
      const results = sendSearch(query);
      const sentFrom = window.location.href;
      const open = () => {
        // The shopper went elsewhere meanwhile: that choice stands.
        if (window.location.href === sentFrom) void navigate(paths.searchFor(query));
      };
      if (!results) return open();
      const waited = new Promise((resolve) => setTimeout(resolve, RESULTS_WAIT_MS));
      void Promise.race([results, waited]).then(open, open);
    },
    [sendSearch, navigate],
  );
}
