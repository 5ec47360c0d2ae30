// Keeps a write in the outbox and waits for how its sending ended, whichever sender (this page, another tab,
// the service worker) sent it: a form then says it is saved, shows the server's problems beside the fields,
// or says the write is kept until the connection is back.
import type { OutboxKind, OutboxOutcome } from '@shared/worker-protocol/outbox-messages';
import { OUTBOX_LEASE_MS } from './flush-outbox';
import { onOutboxEvent } from './outbox-events';

export type KeptWriteResult =
  | { type: 'sent'; id: number; body: string }
  | { type: 'refused'; id: number; reason: string; fields: Record<string, string> }
  /** Kept on this device: offline, or the server asked to wait; it is sent later by itself. */
  | { type: 'kept' };

const resultOf = (id: number, outcome: OutboxOutcome): KeptWriteResult =>
  outcome.type === 'sent'
    ? { type: 'sent', id, body: outcome.body }
    : outcome.type === 'rejected'
      ? { type: 'refused', id, reason: outcome.reason, fields: outcome.fields ?? {} }
      : { type: 'kept' };

/**
 * Runs `queue` (which keeps a write of `kind` and resolves to its outbox id) and resolves to how the first attempt
 * ended. Offline nothing is attempted: the write is kept. An answer that never comes (a sender gone mid-way)
 * counts as kept once the outbox's claim would have ended; the write is then tried again by itself.
 */
export function keepAndAwait(kind: OutboxKind, queue: () => Promise<number>): Promise<KeptWriteResult> {
  return new Promise((resolve, reject) => {
    // Heard before the id is known: an answer may come back faster than the id.
    const early = new Map<number, OutboxOutcome>();
    let wanted: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: KeptWriteResult) => {
      stop();
      clearTimeout(timer);
      resolve(result);
    };
    const stop = onOutboxEvent((event) => {
      const { id, outcome } = event;
      if (event.kind !== kind) return;
      if (wanted === null) early.set(id, outcome);
      else if (id === wanted) finish(resultOf(id, outcome));
    });
    queue().then(
      (id) => {
        wanted = id;
        const heard = early.get(id);
        if (heard) finish(resultOf(id, heard));
        else if (!navigator.onLine) finish({ type: 'kept' });
        else timer = setTimeout(() => finish({ type: 'kept' }), OUTBOX_LEASE_MS);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}
