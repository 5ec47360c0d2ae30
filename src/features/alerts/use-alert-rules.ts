// The member's rules as the screens show them: as last fetched (kept on this device, so they read
// offline), with the writes still waiting in the outbox laid over them (a new rule shows at once, a deleted
// one goes, an edit shows its new values), marked as waiting until the server has them.
import type { OutboxEntry } from '@lib/db/outbox-store';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { useOutboxEntries } from '@lib/db/use-outbox-entries';
import { keepAndAwait } from '@lib/outbox/await-outcome';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import { type AlertRule, type AlertRuleFields, alertRuleInputSchema } from '@shared/alerts/alerts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { takeInAnswer } from './alert-answers';
import { queueRuleCreate, queueRuleUpdate } from './alert-requests';
import type { RuleSaveResult } from './alert-rule-form';
import { ruleErrorsOf } from './rule-form-values';

export interface RuleView {
  /** The rule's id, or for a new rule still waiting, its outbox entry's. */
  key: string;
  rule: AlertRule;
  /** The server's id; null for a new rule still waiting to be sent. */
  serverId: string | null;
  /** A write for it waits to be sent. */
  pending: boolean;
}

const RULE_ACTIONS = new Set(['create', 'update', 'delete']);

/** The rule a kept write holds, as written; null when it no longer parses. */
export function keptRule(entry: OutboxEntry): AlertRuleFields | null {
  try {
    const parsed = alertRuleInputSchema.safeParse(JSON.parse(entry.payload.rule ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored rules with the waiting writes laid over them, oldest write first (the order they go in). */
export function overlayKeptWrites(stored: readonly AlertRule[], entries: readonly OutboxEntry[]): RuleView[] {
  let views: RuleView[] = stored.map((rule) => ({ key: rule.id, rule, serverId: rule.id, pending: false }));
  for (const entry of entries) {
    if (entry.state === 'rejected') continue;
    const { action, ruleId } = entry.payload;
    if (action === 'delete') {
      views = views.filter((view) => view.serverId !== ruleId);
      continue;
    }
    const fields = action === 'create' || action === 'update' ? keptRule(entry) : null;
    if (!fields) continue;
    if (action === 'create')
      views.push({
        key: `kept-${entry.id}`,
        rule: { ...fields, id: '', createdAt: '' },
        serverId: null,
        pending: true,
      });
    else
      views = views.map((view) =>
        view.serverId === ruleId
          ? { ...view, rule: { ...fields, id: view.rule.id, createdAt: view.rule.createdAt }, pending: true }
          : view,
      );
  }
  return views;
}

/** The rule writes the server refused, kept with their reason until the member edits or discards them. */
export const refusedRuleWrites = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  entries.filter((entry) => entry.state === 'rejected' && RULE_ACTIONS.has(entry.payload.action ?? ''));

/**
 * The member's rules as shown, and the refused writes; undefined while loading. Answers to writes sent
 * while the page is open (by any tab or the service worker) are taken into the kept rules; a write that has
 * left the outbox stays laid over them until its answer is in, so the page never shows the rule as it was
 * in between.
 */
export function useAlertRules(memberId: string): { views: RuleView[]; refused: OutboxEntry[] } | undefined {
  const stored = useCacheQuery((cache) => cache.readAlertRules(memberId), [memberId]);
  const entries = useOutboxEntries('alert');
  // Every waiting rule write as last seen, by id, until its answer is taken in.
  const waiting = useRef(new Map<number, OutboxEntry>());
  const [, answered] = useReducer((count: number) => count + 1, 0);
  for (const entry of entries ?? []) {
    if (!RULE_ACTIONS.has(entry.payload.action ?? '')) continue;
    if (entry.state === 'rejected') waiting.current.delete(entry.id);
    else waiting.current.set(entry.id, entry);
  }

  useEffect(
    () =>
      onOutboxEvent(({ kind, id, outcome }) => {
        if (kind !== 'alert') return;
        const entry = waiting.current.get(id);
        if (!entry) return;
        const done = () => {
          waiting.current.delete(id);
          answered();
        };
        if (outcome.type !== 'sent') {
          if (outcome.type === 'rejected') done();
          return;
        }
        takeInAnswer(memberId, id, entry.payload, outcome.body)
          .catch((error: unknown) =>
            console.warn('The alert rules could not be updated on this device:', error),
          )
          .finally(done);
      }),
    [memberId],
  );

  if (stored === undefined || entries === undefined) return undefined;
  const present = new Set(entries.map((entry) => entry.id));
  const left = [...waiting.current.values()].filter((entry) => !present.has(entry.id));
  return {
    views: overlayKeptWrites(
      stored?.rules ?? [],
      [...left, ...entries].sort((a, b) => a.id - b.id),
    ),
    refused: refusedRuleWrites(entries),
  };
}

/**
 * Saves a rule (new without an id) through the outbox and waits for its first answer: a refusal comes back
 * as the problems to show in the form (the kept write is let go: the form holds the rule again); a write
 * kept for later counts as saved, as it is sent by itself once it can be.
 */
export function useRuleWriter(memberId: string) {
  return useCallback(
    async (ruleId: string | null, rule: AlertRuleFields): Promise<RuleSaveResult | null> => {
      const result = await keepAndAwait('alert', () =>
        ruleId ? queueRuleUpdate(ruleId, rule) : queueRuleCreate(rule),
      );
      if (result.type === 'refused') {
        await discardOutboxEntry(result.id);
        const errors = ruleErrorsOf(result.fields);
        return Object.keys(errors).length > 0 ? { errors } : { problem: result.reason };
      }
      if (result.type === 'sent')
        await takeInAnswer(
          memberId,
          result.id,
          { action: ruleId ? 'update' : 'create', ...(ruleId ? { ruleId } : {}) },
          result.body,
        ).catch(() => {});
      return null;
    },
    [memberId],
  );
}
