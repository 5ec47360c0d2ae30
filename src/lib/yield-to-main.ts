// Ends the current task so the browser can handle input and paint; the caller goes on in a task of its
// own. scheduler.yield where the browser has it (the caller resumes ahead of other queued work);
// otherwise a message, which background tabs do not throttle as they do timers.

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long one slice of main-thread work may run before the browser gets the thread back. */
export const SLICE_MS = 8;

/**
 * Calls `work` for every item, in slices of about SLICE_MS with a yield before each: a long list never
 * holds the main thread, and a short one costs a single yield. Work that returns a promise is awaited
 * before the next item.
 */
export async function forEachInSlices<T>(items: readonly T[], work: (item: T) => unknown): Promise<void> {
  let next = 0;
  while (next < items.length) {
    await yieldToMain();
    const sliceEnds = performance.now() + SLICE_MS;
    do {
      const pending = work(items[next++] as T);
      if (pending instanceof Promise) await pending;
    } while (next < items.length && performance.now() < sliceEnds);
  }
}
