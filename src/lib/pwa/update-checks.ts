// Browsers look for a new service worker only on navigation, and an installed app may stay open for
// days without one. So the app asks now and then: every hour, and whenever it comes back to the
// foreground (at most once a minute).

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

interface UpdatableRegistration {
  installing: ServiceWorker | null;
  update(): Promise<unknown>;
}

/** Starts the periodic and on-return update checks for `registration`; returns a function that stops them. */
export function scheduleUpdateChecks(
  registration: UpdatableRegistration,
  { intervalMs = UPDATE_CHECK_INTERVAL_MS, minGapMs = UPDATE_CHECK_MIN_GAP_MS } = {},
): () => void {
  let lastCheck = Date.now();

  const check = () => {
    // Offline checks only fail, and a worker that is already installing is the update in progress.
    if (!navigator.onLine || registration.installing) return;
    lastCheck = Date.now();
    registration.update().catch((error: unknown) => console.warn('Update check failed:', error));
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= minGapMs) check();
  };

  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
