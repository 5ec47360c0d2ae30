// Code loaded after the first render can miss the network: on a first visit the service worker does not
// hold the app's code yet, so a connection dropped at that moment fails the import. Such a load is tried
// again when the connection returns, or after a while for a failure the browser did not see as offline.

const RETRY_MS = 10_000;

/** Resolves when the browser is back online, or after RETRY_MS, whichever comes first. */
function nextAttempt(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      window.removeEventListener('online', go);
      resolve();
    };
    const timer = setTimeout(go, RETRY_MS);
    window.addEventListener('online', go);
  });
}

/** Runs `load` until it succeeds; each failure is logged, naming `what` could not load. */
export async function importWithRetry<T>(load: () => Promise<T>, what: string): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      console.warn(`${what} could not load yet; trying again:`, error);
      await nextAttempt();
    }
  }
}
