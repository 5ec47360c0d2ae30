// Every alert write as a kept request: each goes through the one outbox (src/lib/outbox) with an
// idempotency key made now, when the person acts, so it is sent once even if it is sent again, and an edit
// made offline arrives when the connection is back. `payload` is what the screens show while it waits.
import { queueWrite } from '@lib/outbox/outbox';
import {
  ALERT_API,
  type AlertRuleFields,
  ONE_CLICK_UNSUBSCRIBE_BODY,
  withAlertToken,
} from '@shared/alerts/alerts';
import type { CategorySlug } from '@shared/deal/categories';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';

/** What a kept alert write does; the screens read it from the payload's `action`. */
export type AlertAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'push-on'
  | 'push-off'
  | 'email-digest'
  | 'unsubscribe'
  | 'seen';

const absolute = (path: string) => new URL(path, location.origin).href;

const jsonRequest = (path: string, method: OutboxRequest['method'], body: unknown): OutboxRequest => ({
  // Absolute: the service worker sends kept writes too, and compares origins to add the key.
  url: absolute(path),
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const keep = (action: AlertAction, fields: Record<string, string>, request: OutboxRequest) =>
  queueWrite({ kind: 'alert', payload: { action, ...fields }, request });

/** A new rule. The kept payload holds the rule as written, to show it until the server has it. */
export const queueRuleCreate = (rule: AlertRuleFields) =>
  keep('create', { rule: JSON.stringify(rule) }, jsonRequest(ALERT_API.rules, 'POST', rule));

/** A changed rule (pause and resume are changes too): the whole rule, as PUT takes it. */
export const queueRuleUpdate = (ruleId: string, rule: AlertRuleFields) =>
  keep('update', { ruleId, rule: JSON.stringify(rule) }, jsonRequest(ALERT_API.rule(ruleId), 'PUT', rule));

export const queueRuleDelete = (ruleId: string) =>
  keep('delete', { ruleId }, jsonRequest(ALERT_API.rule(ruleId), 'DELETE', {}));

/**
 * This device's push subscription: a member's device gets their rules' alerts; a visitor's names the
 * categories it wants.
 */
export const queuePushRegistration = (subscription: PushSubscriptionJSON, categories?: CategorySlug[]) =>
  keep(
    'push-on',
    { endpoint: subscription.endpoint ?? '', categories: (categories ?? []).join(',') },
    jsonRequest(ALERT_API.pushSubscriptions, 'POST', { subscription, ...(categories ? { categories } : {}) }),
  );

export const queuePushRemoval = (endpoint: string) =>
  keep('push-off', { endpoint }, jsonRequest(ALERT_API.pushSubscriptions, 'DELETE', { endpoint }));

/** A visitor's category digest by e-mail; the server mails a link to confirm it. */
export const queueEmailDigest = (email: string, categories: CategorySlug[]) =>
  keep(
    'email-digest',
    { email, categories: categories.join(',') },
    jsonRequest(ALERT_API.emailSubscriptions, 'POST', { email, categories }),
  );

/** RFC 8058's one-click unsubscribe, as a mail client would send it, with the mailed link's token. */
export const queueUnsubscribe = (token: string) =>
  keep(
    'unsubscribe',
    {},
    {
      url: absolute(withAlertToken(ALERT_API.unsubscribe, token)),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ONE_CLICK_UNSUBSCRIBE_BODY,
    },
  );

/**
 * The alerts are seen: the server counts unseen alerts from zero again, the member's (signed in) or, with
 * `endpoint`, those of this visitor device's subscription.
 */
export const queueAlertsSeen = (endpoint?: string) =>
  keep('seen', {}, jsonRequest(ALERT_API.seen, 'POST', endpoint ? { endpoint } : {}));
