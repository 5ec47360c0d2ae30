// Asks for the drawn screen's code chunks, which the server names in the page
// (src/shared/screen-chunks.ts), as module preloads: fetched and compiled alongside the app's own chunks,
// run only when the app imports them.
import { SCREEN_CHUNKS_SCRIPT_ID } from '@shared/screen-chunks';

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

/** Adds a module preload for each chunk the page names. */
export function preloadScreenChunks(doc: Document = document): void {
  for (const path of namedChunks(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = path;
    doc.head.append(link);
  }
}
