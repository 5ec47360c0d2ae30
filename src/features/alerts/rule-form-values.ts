// The rule form's values as typed (text for the numbers, a switch for quiet hours) and their way to and
// from a rule as the API takes it. The form checks a rule with the server's own schema (alertRuleInputSchema),
// so the problems it finds first are the ones the server would answer, in the same words.

import { ALERT_FORM_ERRORS } from '@shared/alerts/alert-texts';
import {
  ALERT_DEFAULTS,
  type AlertDelivery,
  type AlertRule,
  type AlertRuleFields,
  alertRuleInputSchema,
} from '@shared/alerts/alerts';
import { CATEGORIES, type CategorySlug } from '@shared/deal/categories';

export interface RuleFormValues {
  name: string;
  categories: CategorySlug[];
  /** Comma-separated. */
  keywords: string;
  /** Store slugs: set by "Follow this store", kept through edits, ticked off in the form. */
  stores: string[];
  maxPrice: string;
  minDiscount: string;
  minTemperature: string;
  email: boolean;
  push: boolean;
  delivery: AlertDelivery;
  quietHoursOn: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  dailyCap: string;
  paused: boolean;
}

/** The form's fields that can each carry a problem, named as the API names them. */
export const RULE_FIELDS = [
  'name',
  'categories',
  'keywords',
  'stores',
  'maxPrice',
  'minDiscount',
  'minTemperature',
  'email',
  'push',
  'delivery',
  'quietHours',
  'timeZone',
  'dailyCap',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleErrors = Partial<Record<RuleField, string>>;

/** The zone this browser runs in (Europe/Berlin …), the quiet hours' default. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** A new rule's values: the issue's defaults, push where this device can receive it. */
export function defaultRuleValues(options: {
  timeZone: string;
  pushPossible: boolean;
  categories?: CategorySlug[];
  stores?: string[];
}): RuleFormValues {
  return {
    name: '',
    categories: options.categories ?? [],
    keywords: '',
    stores: options.stores ?? [],
    maxPrice: '',
    minDiscount: '',
    minTemperature: '',
    email: ALERT_DEFAULTS.email,
    push: ALERT_DEFAULTS.push && options.pushPossible,
    delivery: ALERT_DEFAULTS.delivery,
    quietHoursOn: ALERT_DEFAULTS.quietHours !== null,
    quietStart: '22:00',
    quietEnd: '07:00',
    timeZone: options.timeZone,
    dailyCap: String(ALERT_DEFAULTS.dailyCap),
    paused: false,
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A stored rule's values, to edit it. */
export function valuesOfRule(rule: AlertRule | AlertRuleFields): RuleFormValues {
  return {
    name: rule.name,
    categories: [...rule.categories],
    keywords: rule.keywords.join(', '),
    stores: [...rule.stores],
    maxPrice: numberText(rule.maxPrice),
    minDiscount: numberText(rule.minDiscount),
    minTemperature: numberText(rule.minTemperature),
    email: rule.email,
    push: rule.push,
    delivery: rule.delivery,
    quietHoursOn: rule.quietHours !== null,
    quietStart: rule.quietHours?.start ?? '22:00',
    quietEnd: rule.quietHours?.end ?? '07:00',
    timeZone: rule.timeZone,
    dailyCap: String(rule.dailyCap),
    paused: rule.paused,
  };
}

/** The rule as the API takes it from a stored one, with some of its fields changed (pause, resume). */
export function ruleFields(rule: AlertRule, changes: Partial<AlertRuleFields> = {}): AlertRuleFields {
  const { id: _id, createdAt: _createdAt, ...fields } = rule;
  return { ...fields, ...changes };
}

/** A number field: empty is null; anything that is not a number is the field's problem. */
function readNumber(text: string, whole: boolean): number | null | { problem: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { problem: ALERT_FORM_ERRORS.number };
  if (whole && !Number.isInteger(value)) return { problem: ALERT_FORM_ERRORS.wholeNumber };
  return value;
}

/** The field a problem belongs to, from the API's name for it ('quietHours.start', 'keywords.2' …). */
export function fieldOf(name: string): RuleField | undefined {
  const first = name.split('.')[0] as RuleField;
  return RULE_FIELDS.includes(first) ? first : undefined;
}

/** The server's problems per field (its 400 answer's `fields`), for the form to show beside each. */
export function ruleErrorsOf(fields: Record<string, string>): RuleErrors {
  const errors: RuleErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = fieldOf(name);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type ReadRule = { ok: true; rule: AlertRuleFields } | { ok: false; errors: RuleErrors };

/** The rule the values describe, or the problem of each field that is wrong. */
export function readRuleForm(values: RuleFormValues): ReadRule {
  const errors: RuleErrors = {};
  const number = (field: 'maxPrice' | 'minDiscount' | 'minTemperature' | 'dailyCap', whole: boolean) => {
    const read = readNumber(values[field], whole);
    if (read !== null && typeof read === 'object') {
      errors[field] = read.problem;
      return null;
    }
    return read;
  };
  const maxPrice = number('maxPrice', false);
  const minDiscount = number('minDiscount', true);
  const minTemperature = number('minTemperature', true);
  const dailyCap = number('dailyCap', true);
  if (values.dailyCap.trim() === '') errors.dailyCap = ALERT_FORM_ERRORS.wholeNumber;
  if (values.quietHoursOn && (!values.quietStart || !values.quietEnd))
    errors.quietHours = ALERT_FORM_ERRORS.quietHours;

  const candidate = {
    name: values.name,
    // The catalogue's order, whatever order the boxes were ticked in.
    categories: CATEGORIES.map((category) => category.slug).filter((slug) =>
      values.categories.includes(slug),
    ),
    keywords: values.keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    stores: values.stores,
    maxPrice,
    minDiscount,
    minTemperature,
    email: values.email,
    push: values.push,
    delivery: values.delivery,
    quietHours: values.quietHoursOn ? { start: values.quietStart, end: values.quietEnd } : null,
    timeZone: values.timeZone,
    dailyCap: dailyCap ?? ALERT_DEFAULTS.dailyCap,
    paused: values.paused,
  };
  const parsed = alertRuleInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!parsed.success && Object.keys(errors).length === 0)
    errors.categories = parsed.error.issues[0]?.message ?? ALERT_FORM_ERRORS.fixFields;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, rule: parsed.data };
}
