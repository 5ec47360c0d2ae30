// A page the server drew lists its screen's chunks (src/shared/screen-chunks.ts). They are asked for once
// the page is on screen: as preload links in its head they were fetched with the page and its images,
// and slowed its largest image on a phone's connection. Then, once the app's own modules have loaded,
// they are evaluated one chunk per task: imported as one graph, all of them (Dexie, zod's schemas, the
// screen) would be evaluated in a single long task the moment the route loads.

import { SCREEN_CHUNKS_SCRIPT_ID } from '@shared/screen-chunks';
import { forEachInSlices, yieldToMain } from './yield-to-main';

/** The chunks the page lists (none on the offline shell, which lists nothing, or on a malformed list). */
export function listedScreenChunks(doc: Document = document): string[] {
  const text = doc.getElementById(SCREEN_CHUNKS_SCRIPT_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starts fetching the page's screen chunks (module preloads), a few per task: adding a preload costs a
 * phone a few milliseconds, and a screen has about twenty chunks. Resolves to the chunks once all are asked for.
 */
export async function preloadScreenChunks(doc: Document = document): Promise<string[]> {
  const chunks = listedScreenChunks(doc);
  await forEachInSlices(chunks, (href) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  });
  return chunks;
}

/**
 * Evaluates the screen chunks one per task, dependencies first. A chunk that fails to load is left to the
 * route's own import, which reports it (offline, or a deploy that removed the file).
 */
export async function evaluateScreenChunks(
  chunks: readonly string[],
  importChunk: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const href of [...chunks].reverse()) {
    await importChunk(href).catch(() => {});
    await yieldToMain();
  }
}
