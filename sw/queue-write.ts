// A write the worker makes (a notification's Save, a renewed push subscription) is kept in the outbox like
// the pages' writes: stored first, then sent now when online, else by background sync or a page's next
// pass once the connection is back.
import { enqueueOutbox, type NewOutboxEntry } from '../src/lib/db/outbox-store';
import { flushOutbox } from '../src/lib/outbox/flush-outbox';
import { OUTBOX_SYNC_TAG } from '../src/shared/worker-protocol/outbox-messages';

type SyncingRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export async function queueWriteFromWorker(
  worker: ServiceWorkerGlobalScope,
  entry: NewOutboxEntry,
): Promise<void> {
  await enqueueOutbox(entry);
  await (worker.registration as SyncingRegistration).sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
  if (worker.navigator.onLine) {
    await flushOutbox().catch((error: unknown) => console.warn('A kept write is sent later:', error));
  }
}
