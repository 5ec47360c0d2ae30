// When the browser refuses to store deals (storage full or IndexedDB unavailable), the latest synced list
// is kept here and every deal query answers from it, so the app keeps working until the page closes.
import type { Deal } from '@shared/deal';
import { useSyncExternalStore } from 'react';

export interface MemoryDeals {
  deals: readonly Deal[];
  /** ISO time of the sync that produced them. */
  syncedAt: string;
}

let current: MemoryDeals | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const getMemoryDeals = (): MemoryDeals | null => current;

export function setMemoryDeals(deals: readonly Deal[], syncedAt: string): void {
  current = { deals, syncedAt };
  notify();
}

/** Called once the database accepts writes again: it holds everything from then on. */
export function clearMemoryDeals(): void {
  if (current === null) return;
  current = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The in-memory deals, or null while the database is in use; re-renders when that changes. */
export const useMemoryDeals = (): MemoryDeals | null =>
  useSyncExternalStore(subscribe, getMemoryDeals, getMemoryDeals);
