// One shared clock for the deal queries: it moves only when a cached deal actually expires, so lists drop
// that deal at once while every other minute costs nothing (re-running each live query on a fixed tick
// re-read thousands of rows for no change).

import { expiresAtMs } from '@shared/deal/deal-rules';
import { useSyncExternalStore } from 'react';
import { type Cache, loadCache } from './load-cache';
import { getMemoryDeals } from './memory-fallback';

/** setTimeout fires at once for delays above 2^31 - 1 ms; later expiries are re-checked after this long. */
const MAX_DELAY_MS = 2_147_483_647;

let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;
let watch: { unsubscribe: () => void } | undefined;
/** Counts watch (re)starts, so a watch whose cache loaded after it was stopped or replaced never starts. */
let watchStarts = 0;
const listeners = new Set<() => void>();

/** The earliest end among the running cached deals (Infinity when none ends); read through the index. */
async function nextExpiry({ db }: Cache, after: number): Promise<number> {
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
  stopWatch();
  const start = ++watchStarts;
  // The cache loads once; until it has, nothing expires that the screens already show.
  void loadCache().then((cache) => {
    if (start !== watchStarts) return;
    watch = cache
      .liveQuery(() => nextExpiry(cache, now))
      .subscribe({
        next: schedule,
        // Unreadable storage: nothing to schedule; the queries report the failure themselves.
        error: () => schedule(Number.POSITIVE_INFINITY),
      });
  });
}

function stopWatch() {
  watchStarts += 1;
  watch?.unsubscribe();
  watch = undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A deal that expired while nobody watched is found at once: its timer has no delay left.
  if (listeners.size === 1) restartWatch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatch();
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => now;
const stayStill = () => () => {};

/**
 * The time (epoch ms) of the last deal expiry seen; re-renders when a cached deal expires. A screen that is
 * not reading the cache yet (`watching` false) leaves the cache unloaded and the clock still.
 */
export const useExpiryClock = (watching = true): number =>
  useSyncExternalStore(watching ? subscribe : stayStill, getSnapshot, getSnapshot);
