import { useSyncExternalStore } from 'react';
import { getMemoryDeals, type MemoryDeals, subscribeMemoryDeals } from './memory-fallback';

/** The in-memory deals, or null while the database is in use; re-renders when that changes. */
export const useMemoryDeals = (): MemoryDeals | null =>
  useSyncExternalStore(subscribeMemoryDeals, getMemoryDeals, getMemoryDeals);
