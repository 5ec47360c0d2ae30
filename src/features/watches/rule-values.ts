// A watch's rules as its form holds them (the amounts as typed) and back, checked with the same schema the
// server checks them with, so the form says what is wrong before anything is sent.

import type { WatchRules } from '@shared/watch/watch';
import { atLeastOneRule, updateWatchSchema, WATCH_FIELD_ERRORS } from '@shared/watch/watch-requests';

export interface RuleValues {
  anyDrop: boolean;
  /** As typed; empty for none. */
  targetPrice: string;
  /** As typed; empty for none. */
  minDropPercent: string;
  backInStock: boolean;
  lowest90: boolean;
}

export type RuleErrors = Partial<Record<keyof WatchRules | 'rules', string>>;

export const valuesOfRules = (rules: WatchRules): RuleValues => ({
  anyDrop: rules.anyDrop,
  targetPrice: rules.targetPrice === null ? '' : String(rules.targetPrice),
  minDropPercent: rules.minDropPercent === null ? '' : String(rules.minDropPercent),
  backInStock: rules.backInStock,
  lowest90: rules.lowest90,
});

/** An amount as typed: empty is none; a comma may stand for the decimal point; anything else is NaN. */
const amountOf = (typed: string): number | null => {
  const text = typed.trim().replace(',', '.');
  return text === '' ? null : Number(text);
};

/** The rules the values ask for, or what is wrong with them, field by field. */
export function rulesOfValues(values: RuleValues): { rules: WatchRules } | { errors: RuleErrors } {
  const rules: WatchRules = {
    anyDrop: values.anyDrop,
    targetPrice: amountOf(values.targetPrice),
    minDropPercent: amountOf(values.minDropPercent),
    backInStock: values.backInStock,
    lowest90: values.lowest90,
  };
  const errors: RuleErrors = {};
  const parsed = updateWatchSchema.safeParse(rules);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in rules) errors[field as keyof WatchRules] ??= issue.message;
    }
  if (Object.keys(errors).length === 0 && !atLeastOneRule(rules)) errors.rules = WATCH_FIELD_ERRORS.noRule;
  return Object.keys(errors).length > 0 ? { errors } : { rules };
}

/** The rules that differ between two sets, as PATCH takes them. */
export function changedRules(before: WatchRules, after: WatchRules): Partial<WatchRules> {
  const changes: Partial<WatchRules> = {};
  for (const key of Object.keys(after) as (keyof WatchRules)[])
    if (before[key] !== after[key]) Object.assign(changes, { [key]: after[key] });
  return changes;
}
