// After a deploy, a page that was opened before it may ask for a code chunk that no longer exists
// (the service worker normally still has it; browsers without one, or with a cleared cache, don't).
// Instead of a broken screen, load the page again once: the fresh HTML references the new chunks.
// A second failure soon after is real (server down, network gone), so the error screen with Retry shows.

export const STALE_CHUNK_EVENT = 'vite:preloadError';
const RELOADED_AT_KEY = 'rarefinds:stale-chunk-reload-at';
/** Failures within this time of the last automatic reload are not retried automatically. */
export const STALE_CHUNK_RELOAD_GUARD_MS = 30_000;

const lastReloadAt = () => {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/** A full page load of `href` (a reload when it is the current address). */
function loadPage(href: string): void {
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
}

/**
 * Reloads once when a chunk fails to load. `pendingHref` names the page the user was going to (a
 * client-side navigation has not changed the address yet), so the reload lands where they wanted.
 */
export function reloadOnStaleChunk(
  pendingHref: () => string | undefined = () => undefined,
  navigate: (href: string) => void = loadPage,
): () => void {
  const onChunkError = () => {
    if (!navigator.onLine) return;
    if (Date.now() - lastReloadAt() < STALE_CHUNK_RELOAD_GUARD_MS) return;
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // Without the guard a reload could repeat; keep the error screen instead.
    }
    navigate(new URL(pendingHref() ?? window.location.href, window.location.href).href);
  };
  window.addEventListener(STALE_CHUNK_EVENT, onChunkError);
  return () => window.removeEventListener(STALE_CHUNK_EVENT, onChunkError);
}
