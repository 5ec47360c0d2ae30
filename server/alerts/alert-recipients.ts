// Who an alert goes to and under which budget. Recipients are named in deliveries as 'member:{user id}',
// 'device:{push subscription id}' (a visitor's device) or 'digest:{email digest id}' (a visitor's digest).
// A member's settings come from the rule that matched (read again at send time, so a rule paused or switched
// to push only since then is obeyed); a visitor has the defaults.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ALERT_DEFAULTS } from '../../src/shared/alerts/alerts.ts';
import { type AlertRuleRow, toAlertRule } from '../db/alert-repository.ts';
import { alertMembers, alertRules, emailDigests, pushSubscriptions, users } from '../db/schema.ts';
import type { Queryable } from '../db/transaction.ts';
import type { BudgetSettings } from './alert-budget.ts';
import type { MailRecipient } from './alert-mail.ts';
import type { PushTarget } from './push-sender.ts';

export const memberRecipient = (userId: string) => `member:${userId}`;
export const deviceRecipient = (subscriptionId: string) => `device:${subscriptionId}`;
export const digestRecipient = (digestId: string) => `digest:${digestId}`;

export function parseRecipient(recipient: string): { kind: 'member' | 'device' | 'digest'; id: string } {
  const [kind, ...rest] = recipient.split(':');
  if (kind !== 'member' && kind !== 'device' && kind !== 'digest')
    throw new Error(`Unknown recipient ${recipient}`);
  return { kind, id: rest.join(':') };
}

/** A visitor's device: at once, at any hour, at most the default cap a day (UTC days). */
export const VISITOR_DEVICE_BUDGET: BudgetSettings = {
  delivery: 'immediate',
  quietHours: null,
  timeZone: 'UTC',
  dailyCap: ALERT_DEFAULTS.dailyCap,
};

/** A visitor's digest: once a day, in the UTC morning. */
export const VISITOR_DIGEST_BUDGET: BudgetSettings = {
  delivery: 'daily',
  quietHours: null,
  timeZone: 'UTC',
  dailyCap: 1,
};

export const ruleBudget = (rule: AlertRuleRow): BudgetSettings => {
  const { delivery, quietHours, timeZone, dailyCap } = toAlertRule(rule);
  return { delivery, quietHours, timeZone, dailyCap };
};

const DELIVERY_ORDER = { immediate: 0, hourly: 1, daily: 2 } as const;

/** Of one member's matching rules, the one whose delivery is soonest decides how the alert goes. */
export const soonestRule = (rules: AlertRuleRow[]): AlertRuleRow =>
  rules.reduce((best, rule) =>
    DELIVERY_ORDER[rule.delivery as keyof typeof DELIVERY_ORDER] <
    DELIVERY_ORDER[best.delivery as keyof typeof DELIVERY_ORDER]
      ? rule
      : best,
  );

/** Where and how one delivery (or one digest) goes; undefined when nobody is left to tell. */
export interface Target {
  recipient: string;
  settings: BudgetSettings;
  push: (PushTarget & { id: string })[];
  mail?: MailRecipient;
  /** The matching rule's name, for the mail's words. */
  ruleName: string;
  /** Whose unseen count the badge shows: the member's, or this visitor device's. */
  unseen: { member: string } | { device: string } | undefined;
}

const pushTargets = (rows: (typeof pushSubscriptions.$inferSelect)[]) =>
  rows.map(({ id, endpoint, p256dh, auth }) => ({ id, endpoint, p256dh, auth }));

/**
 * The member's target for a delivery: the rules named (those still there and not paused) decide the budget
 * and the channels; with no rule named (a wishlist reminder) all their active rules do (the soonest delivery,
 * the channels any of them grants), or the defaults when they have no rule at all. A member whose rules are
 * all paused has turned alerts off: no reminder goes either.
 */
async function memberTarget(db: Queryable, userId: string, ruleIds: string[]): Promise<Target | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.disabledAt) return undefined;
  const all = await db
    .select()
    .from(alertRules)
    .where(eq(alertRules.userId, userId))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
  const active = all.filter((rule) => !rule.paused);
  const rules = ruleIds.length > 0 ? active.filter((rule) => ruleIds.includes(rule.id)) : active;
  if (ruleIds.length > 0 && rules.length === 0) return undefined;
  if (all.length > 0 && active.length === 0) return undefined;
  const rule = rules.length > 0 ? soonestRule(rules) : undefined;
  const [settings] = await db.select().from(alertMembers).where(eq(alertMembers.userId, userId)).limit(1);
  const wantsMail =
    !settings?.mailStopped && (rules.length > 0 ? rules.some((each) => each.email) : ALERT_DEFAULTS.email);
  const wantsPush = rules.length > 0 ? rules.some((each) => each.push) : ALERT_DEFAULTS.push;
  const devices = wantsPush
    ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    : [];
  return {
    recipient: memberRecipient(userId),
    settings: rule ? { ...ruleBudget(rule) } : { ...VISITOR_DEVICE_BUDGET },
    push: pushTargets(devices),
    // E-mail only where granted: a confirmed address.
    mail:
      wantsMail && user.emailVerified
        ? {
            to: user.email,
            name: user.name,
            userId,
            unsubscribe: { purpose: 'member-mail', subject: userId },
          }
        : undefined,
    ruleName: rule?.name ?? '',
    unseen: { member: userId },
  };
}

async function deviceTarget(db: Queryable, id: string): Promise<Target | undefined> {
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  if (!device) return undefined;
  return {
    recipient: deviceRecipient(id),
    settings: VISITOR_DEVICE_BUDGET,
    push: pushTargets([device]),
    ruleName: '',
    unseen: { device: id },
  };
}

async function digestTarget(db: Queryable, id: string): Promise<Target | undefined> {
  const [digest] = await db
    .select()
    .from(emailDigests)
    .where(and(eq(emailDigests.id, id), isNotNull(emailDigests.confirmedAt)))
    .limit(1);
  if (!digest) return undefined;
  return {
    recipient: digestRecipient(id),
    settings: VISITOR_DIGEST_BUDGET,
    push: [],
    mail: { to: digest.email, name: '', unsubscribe: { purpose: 'digest', subject: id } },
    ruleName: '',
    unseen: undefined,
  };
}

/** The target of deliveries to `recipient` made for these rules (none for reminders and visitors). */
export function findTarget(db: Queryable, recipient: string, ruleIds: string[]): Promise<Target | undefined> {
  const { kind, id } = parseRecipient(recipient);
  if (kind === 'member') return memberTarget(db, id, ruleIds);
  if (kind === 'device') return deviceTarget(db, id);
  return digestTarget(db, id);
}

/**
 * A member's budget for what no rule asked for (wishlist reminders): that of their active rule whose delivery
 * is soonest (its digest setting, quiet hours and cap), or the defaults when they have no rule; undefined
 * when nothing may be sent to them (every rule paused, or no channel left).
 */
export async function memberBudget(db: Queryable, userId: string): Promise<BudgetSettings | undefined> {
  const target = await memberTarget(db, userId, []);
  if (!target || (target.push.length === 0 && !target.mail)) return undefined;
  return target.settings;
}
