// One shared minute clock for the deal queries: lists drop a deal the minute it expires, without every
// mounted hook running its own timer.
import { useSyncExternalStore } from 'react';

const TICK_MS = 60_000;

const currentMinute = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

let now = currentMinute();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      const minute = currentMinute();
      if (minute === now) return;
      now = minute;
      for (const notify of listeners) notify();
    }, TICK_MS / 4);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => {
  // A fresh subscriber may arrive long after the last tick.
  if (!timer) now = currentMinute();
  return now;
};

/** The current time in epoch ms, rounded down to the minute; re-renders when the minute changes. */
export const useExpiryClock = (): number => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
