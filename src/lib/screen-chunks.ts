// Asks for the code chunks the drawn page's takeover runs (the screen's and the app's), which the server
// names in the page (src/shared/site/screen-chunks.ts), as module preloads: fetched and compiled alongside
// each other, run only when the app imports them. Each preload costs the main thread a little, so a few
// are added in each task; the bundler's own loader then finds them all there and adds none.
import { SCREEN_CHUNKS_SCRIPT_ID } from '@shared/site/screen-chunks';
import { forEachInSlices } from './yield-to-main';

/** The chunk paths the page names; none for a page that names none or a list that is not one. */
function namedChunks(doc: Document): string[] {
  const text = doc.getElementById(SCREEN_CHUNKS_SCRIPT_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Only a speed-up: the app imports what it needs either way.
    return [];
  }
}

function addLinks(doc: Document, rel: 'modulepreload' | 'prefetch'): Promise<void> {
  return forEachInSlices(namedChunks(doc), (path) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = path;
    doc.head.append(link);
  });
}

/** Adds a module preload for each chunk the page names, in slices that keep every task short. */
export const preloadTakeoverChunks = (doc: Document = document): Promise<void> =>
  addLinks(doc, 'modulepreload');

/**
 * Before the shopper reaches for the app: the same chunks fetched into the HTTP cache at low priority
 * (prefetch), so the app starts from the cache when it is needed; nothing is parsed or run meanwhile.
 */
export const prefetchTakeoverChunks = (doc: Document = document): Promise<void> => addLinks(doc, 'prefetch');
