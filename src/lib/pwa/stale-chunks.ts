// After a deploy, a page that was opened before it may ask for a code chunk that no longer exists
// (the service worker normally still has it; browsers without one, or with a cleared cache, don't).
// Instead of a broken screen, load the page again once: the fresh HTML references the new chunks.
// A second failure soon after is real (server down, network gone), so the error screen with Retry shows.
// A chunk is stale only when the server says it is gone (404 or 410). Chromium 150 keeps an import that
// failed for want of a connection failed for the rest of the page's life: tried again once back online, it
// fails at once though the server answers for the chunk. Reloading then, the moment the connection returns,
// would cut whatever the page was sending, such as a kept message.

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

/** The address of the chunk a failed import or preload names, if its error names one. */
export function chunkAddressIn(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(message)?.[0];
}

/** Whether the server says the chunk is no longer there. No answer (offline, server down) says nothing. */
async function chunkIsGone(address: string): Promise<boolean> {
  try {
    const answer = await fetch(address, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

/**
 * Reloads once when a chunk the server no longer has fails to load. `pendingHref` names the page the user was
 * going to (a client-side navigation has not changed the address yet), so the reload lands where they wanted.
 */
export function reloadOnStaleChunk(
  pendingHref: () => string | undefined = () => undefined,
  navigate: (href: string) => void = loadPage,
): () => void {
  const reloadedLately = () => Date.now() - lastReloadAt() < STALE_CHUNK_RELOAD_GUARD_MS;
  const onChunkError = async (event: Event) => {
    if (!navigator.onLine || reloadedLately()) return;
    const address = chunkAddressIn((event as Event & { payload?: unknown }).payload);
    // Another failure may have reloaded while the server was asked.
    if (address && (!(await chunkIsGone(address)) || reloadedLately())) return;
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // Without the guard a reload could repeat; keep the error screen instead.
    }
    navigate(new URL(pendingHref() ?? window.location.href, window.location.href).href);
  };
  const listener = (event: Event) => void onChunkError(event);
  window.addEventListener(STALE_CHUNK_EVENT, listener);
  return () => window.removeEventListener(STALE_CHUNK_EVENT, listener);
}
