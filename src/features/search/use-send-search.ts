import { paths } from '@config/paths';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendSearchAtom } from './state';

/**
 * Sends a query to the search screen. The search over the cache starts at once, while the screen loads,
 * so its results are ready sooner.
 */
export function useSendSearch(): (query: string) => void {
  const sendSearch = useSetAtom(sendSearchAtom);
  const navigate = useNavigate();
  return useCallback(
    (query: string) => {
      sendSearch(query);
      void navigate(paths.searchFor(query));
    },
    [sendSearch, navigate],
  );
}
