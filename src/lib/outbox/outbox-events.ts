// Tells every open page how an outbox item's attempt ended, whichever tab or the service worker sent it,
// so the page the person is looking at can say so (a toast, a pending mark turning final).
import { isOutboxEvent, OUTBOX_CHANNEL, type OutboxEvent } from '@shared/worker-protocol/outbox-messages';

const supported = () => typeof BroadcastChannel !== 'undefined';

let sender: BroadcastChannel | null = null;

/**
 * Every other BroadcastChannel object of the name hears it, in this context and all others: the listeners
 * of this same page included.
 */
export function announceOutboxEvent(event: OutboxEvent): void {
  if (!supported()) return;
  sender ??= new BroadcastChannel(OUTBOX_CHANNEL);
  sender.postMessage(event);
}

/** Calls `listener` for every outcome announced anywhere; returns the unsubscribe. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.addEventListener('message', (message: MessageEvent) => {
    if (isOutboxEvent(message.data)) listener(message.data);
  });
  return () => channel.close();
}
