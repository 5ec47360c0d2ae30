// The contact form's view of the outbox: messages kept on this device until they can be sent. The outbox
// itself (src/lib/outbox) sends them, exactly once, from whichever tab or the service worker.
import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { useOutboxEntries } from '@lib/db/use-outbox-entries';
import { queueWrite } from '@lib/outbox/outbox';
import type { ContactMessage } from '@shared/site/contact-message';
import { emailStatusText } from '@shared/site/contact-texts';
import type { ContactTransport } from './contact-transport';

export type QueuedMessage = OutboxEntry;

/**
 * Stores a message that could not be sent for want of a connection, with the request that sends it and the
 * idempotency key it was first sent under (so the site keeps one message if that first send did arrive);
 * resolves once it is safely in IndexedDB. It goes on the next trigger (back online, the next visit, Send
 * now, the service worker's background sync), not at once: the connection has only just failed.
 */
export const queueMessage = (
  transport: ContactTransport,
  message: ContactMessage,
  key: string = crypto.randomUUID(),
): Promise<number> =>
  queueWrite(
    { kind: 'contact', payload: { ...message }, request: transport.outboxRequest(message), key },
    { sendNow: false },
  );

/** The visitor discards a kept message. */
export const dropQueued = (id: number): Promise<void> => discardOutboxEntry(id);

/** Why the last attempt failed, in the e-mail service's words (spec §8); null before any failure. */
export const lastFailureOf = (row: QueuedMessage): string | null =>
  row.lastError === null ? null : emailStatusText(row.lastStatus ?? -1, row.lastError);

/** The queued messages, live; undefined while first read. */
export const useQueuedMessages = (): QueuedMessage[] | undefined => useOutboxEntries('contact');
