// The outbox table: writes kept on this device until they are sent (src/lib/outbox sends them). A write is
// stored before any attempt and removed only once its answer came, so a failed or offline send never loses
// it; a sender claims a row in a transaction before sending, so no two senders ever hold it at once.
import type { OutboxKind, OutboxOutcome, OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import { db, type OutboxRow } from './database';

export type OutboxEntry = Required<Pick<OutboxRow, 'id'>> & OutboxRow;

export interface NewOutboxEntry {
  kind: OutboxKind;
  payload: Record<string, string>;
  request: OutboxRequest;
  /** The idempotency key; made here when the caller has none. */
  key?: string;
}

/** Queues a write; resolves to its id once it is safely stored. */
export async function enqueueOutbox(entry: NewOutboxEntry, now: number = Date.now()): Promise<number> {
  // '++id' tables always assign a key on add.
  return (await db.outbox.add({
    kind: entry.kind,
    key: entry.key ?? crypto.randomUUID(),
    payload: { ...entry.payload },
    request: entry.request,
    state: 'queued',
    leaseUntil: 0,
    leaseId: null,
    createdAt: now,
    attempts: 0,
    lastStatus: null,
    lastError: null,
  }))!;
}

/** Kept writes, oldest first (the order they are sent in). */
export const listOutbox = async (kind?: OutboxKind): Promise<OutboxEntry[]> => {
  const rows = (await db.outbox.orderBy('createdAt').toArray()) as OutboxEntry[];
  return kind ? rows.filter((row) => row.kind === kind) : rows;
};

const isDue = (row: OutboxRow, now: number): boolean =>
  row.request !== undefined && (row.state === 'queued' || (row.state === 'sending' && row.leaseUntil <= now));

/** How many kept writes are waiting to be sent (none rejected, none another sender holds). */
export async function countDueOutbox(now: number = Date.now()): Promise<number> {
  return db.outbox.filter((row) => isDue(row, now)).count();
}

export interface Claim {
  entry: OutboxEntry;
  leaseId: string;
}

/**
 * Claims the oldest write that is due (queued, or held by a sender whose lease has ended), skipping the ids
 * given: in one read-write transaction it is marked 'sending' until now + leaseMs. IndexedDB runs
 * read-write transactions on a table one at a time, in every tab and worker, so one claimer wins.
 */
export function claimNextOutboxEntry(options: {
  now: number;
  leaseMs: number;
  skip: ReadonlySet<number>;
}): Promise<Claim | null> {
  return db.transaction('rw', db.outbox, async () => {
    const due = await db.outbox
      .orderBy('createdAt')
      .filter((row) => !options.skip.has(row.id!) && isDue(row, options.now))
      .first();
    if (!due) return null;
    const leaseId = crypto.randomUUID();
    const claimed: OutboxEntry = {
      ...(due as OutboxEntry),
      state: 'sending',
      leaseUntil: options.now + options.leaseMs,
      leaseId,
      attempts: due.attempts + 1,
    };
    await db.outbox.put(claimed);
    return { entry: claimed, leaseId };
  });
}

/**
 * Records how a claimed attempt ended. A sent write leaves the outbox whoever holds it now; any other outcome
 * is written only while this claim still holds the row, so a late sender never undoes a newer claim.
 */
export function settleOutboxEntry(claim: Claim, outcome: OutboxOutcome): Promise<void> {
  const id = claim.entry.id;
  return db.transaction('rw', db.outbox, async () => {
    if (outcome.type === 'sent') {
      await db.outbox.delete(id);
      return;
    }
    const row = await db.outbox.get(id);
    if (!row || row.leaseId !== claim.leaseId) return;
    await db.outbox.put({
      ...row,
      state: outcome.type === 'rejected' ? 'rejected' : 'queued',
      leaseUntil: 0,
      leaseId: null,
      lastStatus: outcome.type === 'offline' ? 0 : outcome.status,
      lastError: outcome.reason,
      lastFields: outcome.type === 'rejected' ? (outcome.fields ?? null) : null,
    });
  });
}

/** Puts refused writes of a kind back in the queue, when the person asks to try again. */
export async function requeueRejected(kind: OutboxKind): Promise<void> {
  await db.outbox.filter((row) => row.kind === kind && row.state === 'rejected').modify({ state: 'queued' });
}

/** Gives the rows of a kind stored without a request (before version 5) the request their feature builds. */
export async function fillOutboxRequests(
  kind: OutboxKind,
  build: (payload: Record<string, string>) => OutboxRequest | { invalid: string },
): Promise<void> {
  await db.outbox
    .filter((row) => row.kind === kind && row.request === undefined)
    .modify((row) => {
      const built = build(row.payload);
      if ('invalid' in built) {
        row.state = 'rejected';
        row.lastError = built.invalid;
      } else row.request = built;
    });
}

/** The person discards a kept write. */
export const discardOutboxEntry = (id: number): Promise<void> => db.outbox.delete(id);
