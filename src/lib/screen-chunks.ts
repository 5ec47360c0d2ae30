// The code chunks the drawn page's takeover runs (the screen's and the app's), which the server names in the
// page (src/shared/site/screen-chunks.ts): asked for as module preloads when the app starts, fetched and
// compiled alongside each other and run only when the app imports them. Each link costs the main thread
// a request's start, so a few are added in each task; the bundler's own loader then finds them all there and
// adds none. Before that, where no service worker will hold them (none runs here, or ours could not
// register), they (and the search screen's code) are only prefetched, once the page has loaded.
import { PREFETCHED_CHUNKS_SCRIPT_ID, SCREEN_CHUNKS_SCRIPT_ID } from '@shared/site/screen-chunks';
import { APP_STARTING_MARK } from './app-intent';
import { yieldToMain } from './yield-to-main';

/**
 * Links added in one task, together (docs/decisions/0053). Each starts a request: 0.3–0.9 ms of the main
 * thread on a fast machine, four times that on a slow phone, and about half that when added with others in
 * one insertion. A count, not a time slice: a home page names 39 chunks, and a time slice sized for a slow
 * phone makes tasks a slow phone would find long when they are timed on a fast machine (Lighthouse's
 * simulated slowdown).
 */
const LINKS_PER_TASK = 4;

/** The paths the page names in the JSON script `id`; none for a page that names none or a list that is not one. */
function namedChunks(doc: Document, id: string): string[] {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Only a speed-up: the app imports what it needs either way.
    return [];
  }
}

/** Adds a link of `rel` for each path the page names in the JSON script `id`, a few in each task. */
async function addLinks(doc: Document, rel: 'modulepreload' | 'prefetch', id: string): Promise<void> {
  const paths = namedChunks(doc, id);
  for (let next = 0; next < paths.length; next += LINKS_PER_TASK) {
    await yieldToMain();
    const links = doc.createDocumentFragment();
    for (const path of paths.slice(next, next + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = path;
      links.append(link);
    }
    doc.head.append(links);
  }
}

/** Adds a module preload for each chunk the page names, in slices that keep every task short. */
export const preloadTakeoverChunks = (doc: Document = document): Promise<void> =>
  addLinks(doc, 'modulepreload', SCREEN_CHUNKS_SCRIPT_ID);

/**
 * Whether this browser runs our service worker, whose precache fetches every chunk (off the main thread)
 * and answers the app's imports from it (docs/decisions/0054). A page there adds no prefetch links: they
 * would fetch the same files a second time, and each costs the main thread a request's start.
 */
const serviceWorkerHoldsChunks = (nav: Navigator): boolean => 'serviceWorker' in nav;

/**
 * Before the shopper reaches for the app, in a browser without service workers: the same chunks fetched
 * into the HTTP cache at low priority (prefetch), so the app starts from the cache when it is needed;
 * nothing is parsed or run meanwhile.
 */
export const prefetchTakeoverChunks = async (doc: Document = document, nav: Navigator = navigator) => {
  if (!serviceWorkerHoldsChunks(nav)) await addLinks(doc, 'prefetch', SCREEN_CHUNKS_SCRIPT_ID);
};

/**
 * What every page fetches ahead once it has loaded, whether or not the app has started, in a browser
 * without service workers: the search screen's code and styles, so a search from the header does not wait
 * for them.
 */
export const prefetchSearchChunks = async (doc: Document = document, nav: Navigator = navigator) => {
  if (!serviceWorkerHoldsChunks(nav)) await addLinks(doc, 'prefetch', PREFETCHED_CHUNKS_SCRIPT_ID);
};

/**
 * Where the browser runs service workers but ours could not register (blocked by policy, a private window,
 * its script failed to load), nothing holds the app's code: the page fetches it ahead as a browser without
 * service workers does. The takeover's chunks only while the app has not started: once it has, it preloads
 * them itself.
 */
export const prefetchWithoutServiceWorker = async (doc: Document = document) => {
  if (performance.getEntriesByName(APP_STARTING_MARK).length === 0)
    await addLinks(doc, 'prefetch', SCREEN_CHUNKS_SCRIPT_ID);
  await addLinks(doc, 'prefetch', PREFETCHED_CHUNKS_SCRIPT_ID);
};
