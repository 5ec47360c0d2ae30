import { isPageToWorkerMessage, SKIP_WAITING } from '../src/shared/worker-protocol/sw-messages';

/** Answers the user's Reload after an update (the outbox's own message is answered by outbox-sync.ts). */
export function listenForPageMessages(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (isPageToWorkerMessage(event.data) && event.data.type === SKIP_WAITING) void worker.skipWaiting();
  });
}
