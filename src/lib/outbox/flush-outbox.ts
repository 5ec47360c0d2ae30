// Sends what the outbox holds, each item at most once at a time, whoever asks (the `online` event, page
// start, a Send now button, another tab, the service worker's background sync):
// 1. One sender at a time across tabs and the worker: the pass runs inside a Web Lock.
// 2. Each item is claimed in a Dexie transaction before it is sent (state 'sending' with a lease), so even
//    without Web Locks no two senders hold it; an item whose sender died is taken over once the lease ends.
// 3. An item leaves the outbox only after its answer came; every outcome is announced to all pages.
// Our own server also stores each item's idempotency key with its effect, so a replay after a lost answer
// has no second effect. A third-party service without such keys (EmailJS) is sent to at most once per
// lease: only a sender that died mid-request leaves a doubt, resolved by trying again after the lease.
import { claimNextOutboxEntry, settleOutboxEntry } from '@lib/db/outbox-store';
import { type FlushResult, OUTBOX_LOCK, type OutboxOutcome } from '@shared/worker-protocol/outbox-messages';
import { announceOutboxEvent } from './outbox-events';
import { SEND_TIMEOUT_MS, sendOutboxRequest } from './send-outbox-request';

/** How long a claim holds an item: longer than any send may take, with room to store the outcome. */
export const OUTBOX_LEASE_MS = SEND_TIMEOUT_MS * 2;

/**
 * A page skips a pass while the browser says it is offline. The service worker always tries: it runs a pass
 * when the browser's background sync says the connection is back, and its own navigator.onLine may lag.
 */
const isOnline = () => !('window' in globalThis) || navigator.onLine;

async function pass(): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, offline: false };
  // Each item is tried once per pass: a refused one waits for the next trigger instead of looping.
  const tried = new Set<number>();
  while (isOnline()) {
    const claim = await claimNextOutboxEntry({ now: Date.now(), leaseMs: OUTBOX_LEASE_MS, skip: tried });
    if (!claim) break;
    tried.add(claim.entry.id);
    const outcome: OutboxOutcome = await sendOutboxRequest(claim.entry.request!, claim.entry.key);
    await settleOutboxEntry(claim, outcome);
    announceOutboxEvent({ kind: claim.entry.kind, id: claim.entry.id, outcome });
    if (outcome.type === 'sent') result.sent += 1;
    else if (outcome.type === 'offline') {
      // Without a connection the rest would fail the same way; the next trigger tries again.
      result.offline = true;
      break;
    } else result.failed += 1;
  }
  return result;
}

const locked = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(OUTBOX_LOCK, work) : work();

let running: Promise<FlushResult> | null = null;
let followUp: Promise<FlushResult> | null = null;

/**
 * Sends everything due. A call during a pass gets one more pass after it (for what was queued meanwhile);
 * any number of such calls share that one pass.
 */
export function flushOutbox(): Promise<FlushResult> {
  if (!running) {
    running = locked(pass).finally(() => {
      running = null;
    });
    return running;
  }
  followUp ??= running
    .catch(() => undefined)
    .then(() => {
      followUp = null;
      return flushOutbox();
    });
  return followUp;
}
