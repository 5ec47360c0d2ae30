// The contact form's view of the outbox table: messages kept on this device until they can be sent.
import {
  enqueueOutbox,
  listOutbox,
  markOutboxFailed,
  markOutboxSent,
  type OutboxEntry,
  useOutboxEntries,
} from '@lib/db/outbox-store';
import type { ContactMessage } from '@shared/contact-message';

export type QueuedMessage = OutboxEntry;

/** Stores the message; resolves once it is safely in IndexedDB. */
export const queueMessage = (message: ContactMessage): Promise<number> => enqueueOutbox('contact', message);

/** Queued contact messages, oldest first. */
export const listQueued = (): Promise<QueuedMessage[]> => listOutbox('contact');

/** Removes a message from the queue: once sent, or when the visitor discards it. */
export const dropQueued = (id: number): Promise<void> => markOutboxSent(id);

export const noteQueuedFailure = (id: number, reason: string): Promise<void> => markOutboxFailed(id, reason);

/** The queued messages, live; undefined while first read. */
export const useQueuedMessages = (): QueuedMessage[] | undefined => useOutboxEntries('contact');
