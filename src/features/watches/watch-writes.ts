// Every change to a watch as a kept request: each goes through the one outbox (src/lib/outbox) with an
// idempotency key made when the member acts, so it is sent once, and a change made offline arrives when the
// connection is back. `payload` is what the list shows while the change waits: its `action` ('update' or
// 'delete'), the watch's id and, for an update, the fields changed.
import { queueWrite } from '@lib/outbox/outbox';
import { WATCH_API } from '@shared/watch/watch';
import type { UpdateWatchRequest } from '@shared/watch/watch-requests';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';

const request = (path: string, method: OutboxRequest['method'], body?: unknown): OutboxRequest => ({
  // Absolute: the service worker sends kept writes too, and compares origins to add the key.
  url: new URL(path, location.origin).href,
  method,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A change to a watch's rules, or Pause or Resume: only the fields changed, as PATCH takes them. */
export const queueWatchUpdate = (watchId: string, changes: UpdateWatchRequest) =>
  queueWrite({
    kind: 'watch',
    payload: { action: 'update', watchId, changes: JSON.stringify(changes) },
    request: request(WATCH_API.watch(watchId), 'PATCH', changes),
  });

export const queueWatchRemoval = (watchId: string) =>
  queueWrite({
    kind: 'watch',
    payload: { action: 'delete', watchId },
    request: request(WATCH_API.watch(watchId), 'DELETE'),
  });
