// The deals state of spec §4 and the chosen data source. The state changes only through its three
// updates (set the list, set loading, set the error); a sync applies them in the spec's order.
import { type DataSource, DEFAULT_DATA_SOURCE, isDataSource } from '@shared/deal/data-source';
import type { Deal } from '@shared/deal/deal';
import { DATA_SOURCE_STORAGE_KEY } from '@shared/site/storage-keys';
import { atomWithReducer, atomWithStorage } from 'jotai/utils';

export interface DealsState {
  deals: readonly Deal[];
  loading: boolean;
  error: string | null;
}

export type DealsStateUpdate =
  /** The list of a successful load; it also clears the previous error. */
  | { type: 'setDeals'; deals: readonly Deal[] }
  | { type: 'setLoading'; loading: boolean }
  /** A failed load's message; the deals already shown stay. */
  | { type: 'setError'; error: string | null };

export const INITIAL_DEALS_STATE: DealsState = { deals: [], loading: false, error: null };

export function dealsStateReducer(state: DealsState, update: DealsStateUpdate): DealsState {
  switch (update.type) {
    case 'setDeals':
      return { ...state, deals: update.deals, error: null };
    case 'setLoading':
      return { ...state, loading: update.loading };
    case 'setError':
      return { ...state, error: update.error };
  }
}

/** Read it with useAtomValue; change it only by dispatching one of the three updates. */
export const dealsStateAtom = atomWithReducer(INITIAL_DEALS_STATE, dealsStateReducer);

/**
 * The page's view of the deals state. The sync runs in a worker (sync-worker.ts), where the deals state
 * with its list lives; the page follows its updates, the list as the number of deals it holds (screens
 * read the deals themselves from the cache).
 */
export interface DealsStatus {
  count: number;
  loading: boolean;
  error: string | null;
}

export type DealsStatusUpdate =
  | Exclude<DealsStateUpdate, { type: 'setDeals' }>
  | { type: 'setDeals'; count: number };

/** A deals state update as the page follows it. */
export const toStatusUpdate = (update: DealsStateUpdate): DealsStatusUpdate =>
  update.type === 'setDeals' ? { type: 'setDeals', count: update.deals.length } : update;

export const INITIAL_DEALS_STATUS: DealsStatus = { count: 0, loading: false, error: null };

export function dealsStatusReducer(status: DealsStatus, update: DealsStatusUpdate): DealsStatus {
  switch (update.type) {
    case 'setDeals':
      return { ...status, count: update.count, error: null };
    case 'setLoading':
      return { ...status, loading: update.loading };
    case 'setError':
      return { ...status, error: update.error };
  }
}

export const dealsStatusAtom = atomWithReducer(INITIAL_DEALS_STATUS, dealsStatusReducer);

export { DATA_SOURCE_STORAGE_KEY };

/** localStorage holding the bare value ('api' or 'mock'); anything else reads as the default. */
const dataSourceStorage = {
  getItem(key: string, initialValue: DataSource): DataSource {
    try {
      const stored = localStorage.getItem(key);
      return isDataSource(stored) ? stored : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: DataSource): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** Where deals come from; persisted, read at start-up, default 'api'. */
export const dataSourceAtom = atomWithStorage<DataSource>(
  DATA_SOURCE_STORAGE_KEY,
  DEFAULT_DATA_SOURCE,
  dataSourceStorage,
  { getOnInit: true },
);
