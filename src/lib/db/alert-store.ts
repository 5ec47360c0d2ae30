// Deal alerts on this device: the member's rules as last fetched (so /account/alerts opens offline, as
// last seen) and the number of alerts the service worker showed that nobody has looked at yet (the app
// icon's badge). Both live in the settings table: one row each, checked when read.
import type { AlertRule } from '@shared/alerts/alerts';
import { db } from './database';

const ALERT_RULES = 'alertRules';
const UNSEEN_ALERTS = 'unseenAlerts';

export interface StoredAlertRules {
  memberId: string;
  rules: AlertRule[];
  /** Epoch ms. */
  fetchedAt: number;
}

/** The rules that parse, in the order given; an invalid one is dropped and logged, never shown. */
export async function validAlertRules(candidates: readonly unknown[]): Promise<AlertRule[]> {
  // The rules' checks load only when there are rules to check: not at every start-up with the cache.
  const { alertRuleSchema } = await import('@shared/alerts/alerts');
  const rules: AlertRule[] = [];
  for (const candidate of candidates) {
    const parsed = alertRuleSchema.safeParse(candidate);
    if (parsed.success) rules.push(parsed.data);
    else console.warn('Dropped an alert rule that does not parse:', parsed.error.issues);
  }
  return rules;
}

export async function saveAlertRules(
  memberId: string,
  rules: readonly AlertRule[],
  now: number = Date.now(),
): Promise<void> {
  const value: StoredAlertRules = { memberId, rules: [...rules], fetchedAt: now };
  await db.settings.put({ key: ALERT_RULES, value });
}

/** The member's rules as last fetched on this device; null when none are kept (or for another member). */
export async function readAlertRules(memberId: string): Promise<StoredAlertRules | null> {
  const value = (await db.settings.get(ALERT_RULES))?.value as Partial<StoredAlertRules> | undefined;
  if (!value || value.memberId !== memberId || !Array.isArray(value.rules)) return null;
  return { memberId, rules: await validAlertRules(value.rules), fetchedAt: Number(value.fetchedAt) || 0 };
}

/**
 * Puts the server's answer to a rule's write into the kept copy (a new or changed rule, or `removedId`
 * gone), so the page shows it before the next fetch brings the same.
 */
export async function applyAlertRuleAnswer(
  memberId: string,
  change: { rule: AlertRule } | { removedId: string },
): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const kept = await readAlertRules(memberId);
    const rules = kept?.rules ?? [];
    const next =
      'rule' in change
        ? rules.some((rule) => rule.id === change.rule.id)
          ? rules.map((rule) => (rule.id === change.rule.id ? change.rule : rule))
          : [...rules, change.rule]
        : rules.filter((rule) => rule.id !== change.removedId);
    await saveAlertRules(memberId, next, kept?.fetchedAt);
  });
}

/** Forgets the member's rules on this device (sign-out). */
export const clearAlertRules = (): Promise<void> => db.settings.delete(ALERT_RULES);

/** Notes how many alerts are waiting to be seen, as the latest notification said. */
export async function noteUnseenAlerts(count: number): Promise<void> {
  await db.settings.put({ key: UNSEEN_ALERTS, value: Math.max(0, Math.floor(count)) });
}

/** How many alerts were waiting to be seen, setting it back to none; 0 when none were. */
export function takeUnseenAlerts(): Promise<number> {
  return db.transaction('rw', db.settings, async () => {
    const value = (await db.settings.get(UNSEEN_ALERTS))?.value;
    const count = typeof value === 'number' && value > 0 ? value : 0;
    if (count > 0) await db.settings.put({ key: UNSEEN_ALERTS, value: 0 });
    return count;
  });
}

/** What a push message told about a deal, kept for when the deal itself could not be fetched. */
export interface AlertedDealFacts {
  dealId: string;
  title: string;
  /** "$24.99 at Kettle Shop" */
  body: string;
  image?: string;
}

const alertedDealKey = (dealId: string) => `alertedDeal:${dealId}`;

/** Keeps an alert's facts about its deal, so the deal's page can say what the alert said, offline too. */
export async function keepAlertedDealFacts(facts: AlertedDealFacts): Promise<void> {
  const { dealId, title, body, image } = facts;
  await db.settings.put({
    key: alertedDealKey(dealId),
    value: { dealId, title, body, ...(image ? { image } : {}) },
  });
}

/** The facts an alert told about the deal; null when no alert kept any (or they do not read). */
export async function readAlertedDealFacts(dealId: string): Promise<AlertedDealFacts | null> {
  const value = (await db.settings.get(alertedDealKey(dealId)))?.value as
    | Partial<AlertedDealFacts>
    | undefined;
  if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
  return {
    dealId,
    title: value.title,
    body: value.body,
    ...(typeof value.image === 'string' ? { image: value.image } : {}),
  };
}
