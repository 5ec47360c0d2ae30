import { isPageToWorkerMessage, SKIP_WAITING } from '../src/shared/sw-messages';

/** Answers the page's messages; today that is the user's Reload after an update. */
export function listenForPageMessages(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (isPageToWorkerMessage(event.data) && event.data.type === SKIP_WAITING) void worker.skipWaiting();
  });
}
