import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SW_CACHE_NAMES } from '../src/shared/worker-protocol/sw-messages';

/**
 * Bounded: merchant images are opaque cross-origin responses, which browsers count against the quota
 * at a padded size (megabytes each), so a few dozen is plenty for recently viewed deals.
 */
export const IMAGE_CACHE_MAX_ENTRIES = 60;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

// Ad and analytics pixels are images too, but caching them would break their counting and waste quota.
const NEVER_CACHED_IMAGE_HOSTS =
  /(^|\.)(doubleclick\.net|googlesyndication\.com|googleadservices\.com|google-analytics\.com|googletagmanager\.com|adservice\.google\.com)$/;

/** Product images from our origin or a merchant's https host; never ad or analytics beacons. */
export function isCacheableImage(url: URL, destination: RequestDestination, ownOrigin: string): boolean {
  if (destination !== 'image') return false;
  if (url.origin === ownOrigin) return true;
  return url.protocol === 'https:' && !NEVER_CACHED_IMAGE_HOSTS.test(url.hostname);
}

/** Cache-first image cache that keeps working offline and empties itself if storage runs out. */
export function registerImageCache(ownOrigin: string): void {
  registerRoute(
    ({ url, request }) => isCacheableImage(url, request.destination, ownOrigin),
    new CacheFirst({
      cacheName: SW_CACHE_NAMES.images,
      plugins: [
        // 0 = opaque cross-origin responses (their status is hidden from the worker).
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
