// The server's answer to a rule's write, taken into the rules kept on this device, so the page shows the
// rule as the server holds it before the next fetch brings the same. An answer this cannot read makes the
// device fetch the rules again instead.
import { loadCache } from '@lib/db/load-cache';
import { type AlertRule, alertRuleSchema } from '@shared/alerts/alerts';
import { refreshAlertRules } from './alert-api';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The answers being taken in or taken in already, by outbox entry. */
const taking = new Map<number, Promise<void>>();

/** The rule an answer carries: the rule itself, or `{ rule }`. */
export function ruleOfAnswer(body: string): AlertRule | null {
  const answer = parseJson(body);
  const direct = alertRuleSchema.safeParse(answer);
  if (direct.success) return direct.data;
  const wrapped = alertRuleSchema.safeParse((answer as { rule?: unknown } | undefined)?.rule);
  return wrapped.success ? wrapped.data : null;
}

/** Takes in the answer to a kept rule write of `payload` (its action and rule id) that the server accepted. */
export function takeInAnswer(
  memberId: string,
  entryId: number,
  payload: Record<string, string>,
  body: string,
): Promise<void> {
  // Heard by the page's list and by the form that made the write alike: taken in once, both waiting for it.
  let done = taking.get(entryId);
  if (!done) {
    done = applyAnswer(memberId, payload, body);
    taking.set(entryId, done);
  }
  return done;
}

async function applyAnswer(memberId: string, payload: Record<string, string>, body: string): Promise<void> {
  const cache = await loadCache();
  const rule = payload.action === 'create' || payload.action === 'update' ? ruleOfAnswer(body) : null;
  if (payload.action === 'delete' && payload.ruleId)
    await cache.applyAlertRuleAnswer(memberId, { removedId: payload.ruleId });
  else if (rule) await cache.applyAlertRuleAnswer(memberId, { rule });
  // Then the whole list as the server holds it now: a fetch that started before this write was taken in
  // (the page's own, when the connection came back) may have kept an older copy meanwhile.
  if (navigator.onLine) await refreshAlertRules(memberId);
}
