// The offline queue of messages (the contact form): a message is stored before it is sent and removed
// only once sent, so a failed or offline send never loses it.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from './database';

export type OutboxEntry = Required<Pick<OutboxRow, 'id'>> & OutboxRow;

/** Queues a message; resolves to its id. */
export async function enqueueOutbox(
  kind: OutboxRow['kind'],
  payload: Record<string, string>,
  now: number = Date.now(),
): Promise<number> {
  // '++id' tables always assign a key on add.
  return (await db.outbox.add({
    kind,
    payload: { ...payload },
    createdAt: now,
    attempts: 0,
    lastError: null,
  }))!;
}

/** Queued messages, oldest first (the order they are sent in). */
export const listOutbox = async (kind?: OutboxRow['kind']): Promise<OutboxEntry[]> => {
  const rows = (await db.outbox.orderBy('createdAt').toArray()) as OutboxEntry[];
  return kind ? rows.filter((row) => row.kind === kind) : rows;
};

/** A sent message leaves the queue. */
export const markOutboxSent = (id: number): Promise<void> => db.outbox.delete(id);

/** A failed attempt stays queued with its error and attempt count. */
export async function markOutboxFailed(id: number, error: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((row) => {
      row.attempts += 1;
      row.lastError = error;
    });
}

/** Queued messages, oldest first; undefined while loading. */
export const useOutboxEntries = (kind?: OutboxRow['kind']): OutboxEntry[] | undefined =>
  useLiveQuery(() => listOutbox(kind), [kind]);
