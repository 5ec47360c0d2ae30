import { flushOutbox } from '../src/lib/outbox/flush-outbox';
import { OUTBOX_SYNC_TAG } from '../src/shared/worker-protocol/outbox-messages';
import {
  FLUSH_ACCEPTED,
  FLUSH_DONE,
  FLUSH_OUTBOX,
  isPageToWorkerMessage,
} from '../src/shared/worker-protocol/sw-messages';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The worker sends the outbox's writes: when the browser's background sync fires (even with every tab
 * closed), and when a page asks. A page that asks is free to reload or move on while the send is in flight:
 * the worker is not cut off by the page's navigation, so the claim it holds ends with a real answer. The
 * outbox's lock and claims keep each item to one sender wherever the triggers come from.
 */
export function listenForOutboxSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // A pass that met no connection fails the event, so the browser schedules another try.
    sync.waitUntil(
      flushOutbox().then((result) => {
        if (result.offline) throw new Error('Kept writes wait for a connection');
      }),
    );
  });

  worker.addEventListener('message', (event) => {
    if (!isPageToWorkerMessage(event.data) || event.data.type !== FLUSH_OUTBOX) return;
    const [reply] = event.ports;
    reply?.postMessage({ type: FLUSH_ACCEPTED });
    event.waitUntil(
      flushOutbox().then(
        (result) => reply?.postMessage({ type: FLUSH_DONE, result }),
        (error: unknown) => {
          console.error('Sending kept writes failed:', error);
          reply?.postMessage({ type: FLUSH_DONE, result: { sent: 0, failed: 0, offline: false } });
        },
      ),
    );
  });
}
