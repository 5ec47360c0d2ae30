// Asks the service worker that controls this page to send the outbox (sw/outbox-sync.ts), so the send
// outlives this page: a reload or a click to another page never cuts a request off mid-way.
import type { FlushResult } from '@shared/worker-protocol/outbox-messages';
import { FLUSH_ACCEPTED, flushOutboxMessage, isFlushReply } from '@shared/worker-protocol/sw-messages';

/**
 * How long the worker has to say it took the request. A worker of an earlier version never answers; the
 * page then sends by itself. Waiting too little only makes both try: the outbox's claims keep each item to
 * one sender either way.
 */
const ACCEPT_WAIT_MS = 3000;

/** Resolves to the worker's pass result, or null when no worker controls the page or it did not accept. */
export function askWorkerToFlushOutbox(): Promise<FlushResult | null> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const notAccepted = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, ACCEPT_WAIT_MS);
    channel.port1.onmessage = ({ data }: MessageEvent) => {
      if (!isFlushReply(data)) return;
      if (data.type === FLUSH_ACCEPTED) {
        clearTimeout(notAccepted);
        return;
      }
      channel.port1.close();
      resolve(data.result);
    };
    worker.postMessage(flushOutboxMessage(), [channel.port2]);
  });
}
