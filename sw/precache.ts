import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/** Precaches the app shell and every code chunk, and drops caches left behind by older Workbox versions. */
export function registerPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
