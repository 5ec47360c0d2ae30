// One shared clock for the deal queries: it moves only when a cached deal actually expires, so lists drop
// that deal at once while every other minute costs nothing (re-running each live query on a fixed tick
// re-read thousands of rows for no change).

import { expiresAtMs } from '@shared/deal-rules';
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import { db } from './database';
import { getMemoryDeals } from './memory-fallback';

/** setTimeout fires at once for delays above 2^31 - 1 ms; later expiries are re-checked after this long. */
const MAX_DELAY_MS = 2_147_483_647;

let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;
let watch: Subscription | undefined;
const listeners = new Set<() => void>();

/** The earliest end among the running cached deals (Infinity when none ends); read through the index. */
async function nextExpiry(after: number): Promise<number> {
  const memory = getMemoryDeals();
  if (memory) {
    return memory.deals.reduce((soonest, deal) => {
      const end = expiresAtMs(deal.expiryDate);
      return end > after && end < soonest ? end : soonest;
    }, Number.POSITIVE_INFINITY);
  }
  const first = await db.deals.where('expiresAt').above(after).first();
  return first?.expiresAt ?? Number.POSITIVE_INFINITY;
}

function schedule(at: number) {
  clearTimeout(timer);
  timer = undefined;
  if (!Number.isFinite(at)) return;
  const delay = Math.min(Math.max(0, at - Date.now()), MAX_DELAY_MS);
  timer = setTimeout(() => {
    now = Date.now();
    for (const notify of listeners) notify();
    restartWatch();
  }, delay);
}

/** Follows the next expiry as syncs change the cache. */
function restartWatch() {
  watch?.unsubscribe();
  watch = liveQuery(() => nextExpiry(now)).subscribe({
    next: schedule,
    // Unreadable storage: nothing to schedule; the queries report the failure themselves.
    error: () => schedule(Number.POSITIVE_INFINITY),
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A deal that expired while nobody watched is found at once: its timer has no delay left.
  if (!watch) restartWatch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      watch?.unsubscribe();
      watch = undefined;
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => now;

/** The time (epoch ms) of the last deal expiry seen; re-renders when a cached deal expires. */
export const useExpiryClock = (): number => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
