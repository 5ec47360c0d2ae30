// The code chunks the drawn page's takeover runs (the screen's and the app's), which the server names in the
// page (src/shared/site/screen-chunks.ts): asked for as module preloads when the app starts, fetched and
// compiled alongside each other and run only when the app imports them. Each preload costs the main thread
// a little, so a few are added in each task; the bundler's own loader then finds them all there and adds
// none. Before that, they (and the search screen's code) are only prefetched, once the page has loaded.
import { PREFETCHED_CHUNKS_SCRIPT_ID, SCREEN_CHUNKS_SCRIPT_ID } from '@shared/site/screen-chunks';
import { forEachInSlices } from './yield-to-main';

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
function addLinks(doc: Document, rel: 'modulepreload' | 'prefetch', id: string): Promise<void> {
  return forEachInSlices(namedChunks(doc, id), (path) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = path;
    doc.head.append(link);
  });
}

/** Adds a module preload for each chunk the page names, in slices that keep every task short. */
export const preloadTakeoverChunks = (doc: Document = document): Promise<void> =>
  addLinks(doc, 'modulepreload', SCREEN_CHUNKS_SCRIPT_ID);

/**
 * Before the shopper reaches for the app: the same chunks fetched into the HTTP cache at low priority
 * (prefetch), so the app starts from the cache when it is needed; nothing is parsed or run meanwhile.
 */
export const prefetchTakeoverChunks = (doc: Document = document): Promise<void> =>
  addLinks(doc, 'prefetch', SCREEN_CHUNKS_SCRIPT_ID);

/**
 * What every page fetches ahead once it has loaded, whether or not the app has started: the search screen's
 * code and styles, so a search from the header does not wait for them.
 */
export const prefetchSearchChunks = (doc: Document = document): Promise<void> =>
  addLinks(doc, 'prefetch', PREFETCHED_CHUNKS_SCRIPT_ID);
