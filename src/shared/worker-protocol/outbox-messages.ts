// The offline outbox's shapes, shared by the pages and the service worker: a write kept on this device is
// an HTTP request, stored whole when the person acts, so whoever sends it (any tab, or the worker's
// background sync) needs no knowledge of the feature that made it.

/** The Background Sync tag the pages register and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'rarefinds-outbox';
/** The Web Lock that lets one sender at a time (tab or worker) through the outbox. */
export const OUTBOX_LOCK = 'rarefinds-outbox';
/** The BroadcastChannel on which senders tell every page how an item ended. */
export const OUTBOX_CHANNEL = 'rarefinds-outbox';

/** What kind of write an item is: the feature that shows it and its outcome. */
export type OutboxKind =
  | 'contact'
  | 'submission'
  | 'vote'
  | 'comment'
  | 'review'
  | 'report'
  | 'alert'
  /** A shopper's "Did it work?" about a voucher code, or a member's code for a store. */
  | 'coupon'
  /** A member's follow or mute, or its undoing. */
  | 'follow'
  /** A deal a notification's Save put in a member's wishlist, for their account. */
  | 'wishlist'
  /** A change to one of a member's watched products (its rules, Pause or Resume) or its removal. */
  | 'watch';

export interface OutboxRequest {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
}

/**
 * How one attempt ended: sent (2xx); offline (no answer: stays queued, the pass stops); retry (an answer
 * worth trying again later: 408, 429, 5xx); rejected (any other refusal: kept with its reason, not retried
 * by itself). A refusal of our own server may name the problem of each field (`fields`), for a form to show
 * beside each.
 */
export type OutboxOutcome =
  | { type: 'sent'; status: number; body: string }
  | { type: 'offline'; reason: string }
  | { type: 'retry'; status: number; reason: string }
  | { type: 'rejected'; status: number; reason: string; fields?: Record<string, string> };

/** What one pass through the outbox did. */
export interface FlushResult {
  sent: number;
  /** Refused or to be retried (not for want of a connection). */
  failed: number;
  /** Items left due because the connection failed: a background sync should try again later. */
  offline: boolean;
}

/** Told to every page when an item's attempt ends, whichever tab or worker made it. */
export interface OutboxEvent {
  kind: OutboxKind;
  /** The item's id in the outbox table. */
  id: number;
  outcome: OutboxOutcome;
}

export const isOutboxEvent = (data: unknown): data is OutboxEvent =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as OutboxEvent).kind === 'string' &&
  typeof (data as OutboxEvent).id === 'number' &&
  typeof (data as OutboxEvent).outcome?.type === 'string';
