// What the pages use of the outbox: keep a write, and send what is kept whenever there is a chance. A page
// hands the sending to its service worker when one controls it (the send then survives the page), and
// sends by itself otherwise (a first visit, a browser without service workers).
import { enqueueOutbox, type NewOutboxEntry } from '@lib/db/outbox-store';
import { requestBackgroundSync } from '@lib/pwa/background-sync';
import { askWorkerToFlushOutbox } from '@lib/pwa/worker-outbox';
import { type FlushResult, OUTBOX_SYNC_TAG } from '@shared/worker-protocol/outbox-messages';
import { flushOutbox } from './flush-outbox';

/** Sends what the outbox holds: through the service worker when it takes the request, else here. */
export async function sendKeptWrites(): Promise<FlushResult> {
  return (await askWorkerToFlushOutbox()) ?? (await flushOutbox());
}

const sendInBackground = () => {
  sendKeptWrites().catch((error: unknown) => console.error('Sending kept writes failed:', error));
};

/**
 * Keeps a write on this device (resolving to its id once stored) and sends it as soon as it can: now when
 * online, else on the next trigger, including the service worker's background sync. `sendNow: false` skips
 * the first attempt, for a write whose send has just failed for want of a connection.
 */
export async function queueWrite(entry: NewOutboxEntry, { sendNow = true } = {}): Promise<number> {
  const id = await enqueueOutbox(entry);
  requestBackgroundSync(OUTBOX_SYNC_TAG);
  if (sendNow && navigator.onLine) sendInBackground();
  return id;
}

let stop: (() => void) | null = null;

/**
 * Called once at start-up: sends what earlier visits kept (when online) and again every time the browser
 * comes back online. Further calls only send. Returns the function that stops listening.
 */
export function startOutbox(): () => void {
  if (navigator.onLine) sendInBackground();
  if (stop) return stop;
  window.addEventListener('online', sendInBackground);
  stop = () => {
    window.removeEventListener('online', sendInBackground);
    stop = null;
  };
  return stop;
}
