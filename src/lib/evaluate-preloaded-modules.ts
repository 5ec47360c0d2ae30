// A page the server drew preloads its screen's code (modulepreload links, low priority). Imported as one
// graph, all of it would be evaluated in a single long task the moment the route loads: Dexie, zod's
// schemas and the screen together. Imported here one chunk at a time, with a yield between, each chunk is
// evaluated in a task of its own; the route's import then finds them evaluated and costs next to nothing.

import { yieldToMain } from './yield-to-main';

const PRELOADED_SCREEN_CHUNKS = 'link[rel="modulepreload"][fetchpriority="low"]';

/** The screen chunks this page preloads, dependencies first (the server lists the screen's own chunk first). */
export const preloadedScreenChunks = (doc: Document = document): string[] =>
  [...doc.querySelectorAll<HTMLLinkElement>(PRELOADED_SCREEN_CHUNKS)].map((link) => link.href).reverse();

/**
 * Evaluates the page's preloaded screen chunks one per task. A chunk that fails to load is left to the
 * route's own import, which reports it (offline, or a deploy that removed the file).
 */
export async function evaluatePreloadedModules(
  chunks: readonly string[] = preloadedScreenChunks(),
  importChunk: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const href of chunks) {
    await importChunk(href).catch(() => {});
    await yieldToMain();
  }
}
