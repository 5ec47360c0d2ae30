// Sends the queued contact messages, each exactly once. Within a tab, passes run one after another
// (a pass requested during another runs after it); across tabs, a Web Lock lets one tab at a time
// through. A row is deleted right after its send succeeds, inside the same pass and lock, so a
// later pass never sees it again.
import { showToast } from '@lib/toast';
import { contactMessageSchema } from '@shared/contact-message';
import { QUEUED_MESSAGE_SENT, queuedMessageFailed } from '@shared/contact-texts';
import { sendContactMessage } from './api/email-client';
import { type EmailJsConfig, readEmailJsConfig } from './emailjs-config';
import { dropQueued, listQueued, noteQueuedFailure } from './outbox';
import { describeSendError } from './send-error';

const LOCK_NAME = 'rarefinds-contact-outbox';

export interface FlushResult {
  sent: number;
  failed: number;
}

async function pass(config: EmailJsConfig): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0 };
  for (const row of await listQueued()) {
    if (!navigator.onLine) break;
    const message = contactMessageSchema.safeParse(row.payload);
    if (!message.success) {
      await noteQueuedFailure(row.id, message.error.issues[0]?.message ?? 'Invalid message');
      result.failed += 1;
      continue;
    }
    try {
      await sendContactMessage(config, message.data);
    } catch (error) {
      const failure = describeSendError(error);
      await noteQueuedFailure(row.id, failure.reason);
      // Without a connection the rest would fail the same way; the next 'online' event tries again.
      if (failure.network) break;
      result.failed += 1;
      showToast('error', queuedMessageFailed(failure.reason));
      continue;
    }
    await dropQueued(row.id);
    result.sent += 1;
    showToast('success', QUEUED_MESSAGE_SENT);
  }
  return result;
}

const locked = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LOCK_NAME, work) : work();

let running: Promise<FlushResult> | null = null;
let queuedPass: Promise<FlushResult> | null = null;

/** Sends every queued message once; calls during a pass get one more pass after it. */
export function flushContactOutbox(config = readEmailJsConfig()): Promise<FlushResult> {
  if (!config) return Promise.resolve({ sent: 0, failed: 0 });
  if (!running) {
    running = locked(() => pass(config)).finally(() => {
      running = null;
    });
    return running;
  }
  queuedPass ??= running
    .catch(() => undefined)
    .then(() => {
      queuedPass = null;
      return flushContactOutbox(config);
    });
  return queuedPass;
}

let stopSync: (() => void) | null = null;

const flushInBackground = () => {
  flushContactOutbox().catch((error: unknown) => console.error('Sending queued messages failed:', error));
};

/**
 * Sends queued messages now (when online) and every time the browser comes back online. Each call
 * sends what is queued; the online listener is added only once. Returns the function that removes it.
 */
export function startContactOutboxSync(): () => void {
  if (navigator.onLine) flushInBackground();
  if (stopSync) return stopSync;
  window.addEventListener('online', flushInBackground);
  stopSync = () => {
    window.removeEventListener('online', flushInBackground);
    stopSync = null;
  };
  return stopSync;
}
