// The alert reads from the server (writes go through the outbox, alert-requests.ts): the member's rules,
// the server's push key, and the confirmation of a visitor's e-mail digest by its mailed link.
import { callApi } from '@lib/api-client';
import { loadCache } from '@lib/db/load-cache';
import {
  ALERT_API,
  type AlertRule,
  alertRulesAnswerSchema,
  pushKeyAnswerSchema,
  withAlertToken,
} from '@shared/alerts/alerts';

/** The member's rules from the server; each that does not parse is dropped. */
export async function fetchAlertRules(): Promise<AlertRule[]> {
  const answer = alertRulesAnswerSchema.parse(await callApi(ALERT_API.rules));
  return (await loadCache()).validAlertRules(answer.rules);
}

/** Fetches the member's rules and keeps them on this device, where /account/alerts reads them. */
export async function refreshAlertRules(memberId: string): Promise<void> {
  const rules = await fetchAlertRules();
  await (await loadCache()).saveAlertRules(memberId, rules);
}

/** The server's VAPID public key, which every subscription of this device is made with. */
export async function fetchPushKey(): Promise<string> {
  return pushKeyAnswerSchema.parse(await callApi(ALERT_API.pushKey)).publicKey;
}

/** Confirms a visitor's e-mail digest with the token of the mailed link. */
export const confirmEmailDigest = (token: string) => callApi(withAlertToken(ALERT_API.confirmEmail, token));
