// When the browser refuses to store deals (storage full or IndexedDB unavailable), the latest synced list
// is kept here and every deal query answers from it, so the app keeps working until the page closes. The
// sync writes it in its worker, which hands it to the page (src/features/deal-sync/sync-worker.ts).
import type { Deal } from '@shared/deal/deal';

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

/** Calls `listener` whenever the in-memory deals are set or cleared; returns the unsubscribe. */
export const subscribeMemoryDeals = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
