// The browser may replace this device's push subscription (it expired, or the push service renewed it):
// the worker then subscribes again under the server's current key and tells the server, through the outbox,
// that the new subscription takes the old one's place (its member or categories, and its unseen count).
// Without this, alerts would go on being sent to an endpoint that no longer reaches this device.

import { ALERT_API, type PushSubscriptionJson, pushKeyAnswerSchema } from '../src/shared/alerts/alerts';
import { applicationServerKey, sameKey } from '../src/shared/alerts/push-keys';
import { memberSignedIn } from './member-on-device';
import { queueWriteFromWorker } from './queue-write';

/** The event's fields (PushSubscriptionChangeEvent is missing from the worker's types). */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(ALERT_API.pushKey, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server's push key could not be fetched (${response.status}).`);
  return applicationServerKey(pushKeyAnswerSchema.parse(await response.json()).publicKey);
}

/** This device's subscription under the server's key: the browser's new one when it has that key. */
async function subscriptionUnderServerKey(
  worker: ServiceWorkerGlobalScope,
  offered: PushSubscription | null,
): Promise<PushSubscription> {
  const key = await serverKey();
  const { pushManager } = worker.registration;
  const held = offered ?? (await pushManager.getSubscription());
  if (held && sameKey(held.options.applicationServerKey, key)) return held;
  await held?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

const jsonWrite = (worker: ServiceWorkerGlobalScope, method: 'POST' | 'PUT', body: unknown) => ({
  url: new URL(ALERT_API.pushSubscriptions, worker.location.origin).href,
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function renewPushSubscription(
  worker: ServiceWorkerGlobalScope,
  change: SubscriptionChange,
): Promise<void> {
  const fresh = (
    await subscriptionUnderServerKey(worker, change.newSubscription)
  ).toJSON() as PushSubscriptionJson;
  const oldEndpoint = change.oldSubscription?.endpoint;
  if (oldEndpoint) {
    // The same endpoint (and so the same keys): the server has it already.
    if (oldEndpoint === fresh.endpoint) return;
    await queueWriteFromWorker(worker, {
      kind: 'alert',
      payload: { action: 'push-renew', endpoint: fresh.endpoint },
      request: jsonWrite(worker, 'PUT', { oldEndpoint, subscription: fresh }),
    });
    return;
  }
  // The browser did not say which subscription was replaced: a member's session still names the device's
  // owner; a visitor's categories cannot be told again without the page.
  if (await memberSignedIn(worker)) {
    await queueWriteFromWorker(worker, {
      kind: 'alert',
      payload: { action: 'push-on', endpoint: fresh.endpoint, categories: '' },
      request: jsonWrite(worker, 'POST', { subscription: fresh }),
    });
    return;
  }
  console.warn('The renewed push subscription waits for the app to name its categories again.');
}

export function listenForPushSubscriptionChange(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as ExtendableEvent & Partial<SubscriptionChange>;
    change.waitUntil(
      renewPushSubscription(worker, {
        oldSubscription: change.oldSubscription ?? null,
        newSubscription: change.newSubscription ?? null,
      }).catch((error: unknown) => console.error('The push subscription could not be renewed:', error)),
    );
  });
}
