import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * Precaches the app shell and every code chunk, and drops caches left behind by older Workbox versions. The
 * shell answers no address of its own: '/' is a page like any other, asked of the server first
 * (navigations.ts), so the precache does not map it to index.html.
 */
export function registerPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries, { directoryIndex: '' });
  cleanupOutdatedCaches();
}
