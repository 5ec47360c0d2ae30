// The messages the page and the service worker exchange. One protocol, typed once, used by both sides.
import type { FlushResult } from './outbox-messages';

/**
 * Page -> worker: activate the waiting worker now. This is the exact shape workbox-window's
 * messageSkipWaiting() posts, which the registration gateway uses when the user chooses Reload.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page -> worker: send what the outbox holds. The worker answers on the port that came with the message:
 * first { type: FLUSH_ACCEPTED } at once, then { type: FLUSH_DONE, result } when its pass has ended. A worker
 * of an earlier version does not answer, and the page sends by itself.
 */
export const FLUSH_OUTBOX = 'FLUSH_OUTBOX';
export const FLUSH_ACCEPTED = 'FLUSH_ACCEPTED';
export const FLUSH_DONE = 'FLUSH_DONE';

export type PageToWorkerMessage = { type: typeof SKIP_WAITING } | { type: typeof FLUSH_OUTBOX };

export type FlushReply = { type: typeof FLUSH_ACCEPTED } | { type: typeof FLUSH_DONE; result: FlushResult };

export const skipWaitingMessage = (): PageToWorkerMessage => ({ type: SKIP_WAITING });
export const flushOutboxMessage = (): PageToWorkerMessage => ({ type: FLUSH_OUTBOX });

const PAGE_TO_WORKER_TYPES: readonly unknown[] = [SKIP_WAITING, FLUSH_OUTBOX];

export const isPageToWorkerMessage = (data: unknown): data is PageToWorkerMessage =>
  typeof data === 'object' &&
  data !== null &&
  PAGE_TO_WORKER_TYPES.includes((data as { type?: unknown }).type);

export const isFlushReply = (data: unknown): data is FlushReply =>
  typeof data === 'object' &&
  data !== null &&
  ((data as FlushReply).type === FLUSH_ACCEPTED ||
    ((data as FlushReply).type === FLUSH_DONE && typeof (data as { result?: unknown }).result === 'object'));

/** Names of the worker's caches, so the page (e.g. a storage settings screen) can refer to them. */
export const SW_CACHE_NAMES = {
  /** Product images from our own origin and from merchants' hosts. */
  images: 'rarefinds-images',
} as const;
