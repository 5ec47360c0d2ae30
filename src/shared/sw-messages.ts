// The messages the page and the service worker exchange. One protocol, typed once, used by both sides.

/**
 * Page -> worker: activate the waiting worker now. This is the exact shape workbox-window's
 * messageSkipWaiting() posts, which the registration gateway uses when the user chooses Reload.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export type PageToWorkerMessage = { type: typeof SKIP_WAITING };

export const skipWaitingMessage = (): PageToWorkerMessage => ({ type: SKIP_WAITING });

export const isPageToWorkerMessage = (data: unknown): data is PageToWorkerMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;

/** Names of the worker's caches, so the page (e.g. a storage settings screen) can refer to them. */
export const SW_CACHE_NAMES = {
  /** Product images from our own origin and from merchants' hosts. */
  images: 'rarefinds-images',
} as const;
