import { ALERT_FORM_ERRORS } from '@shared/alerts/alert-texts';
import { describe, expect, it } from 'vitest';
import { defaultRuleValues, readRuleForm, ruleErrorsOf, valuesOfRule } from './rule-form-values';

const base = () => defaultRuleValues({ timeZone: 'Europe/Berlin', pushPossible: true });

describe('the rule form’s values', () => {
  it('start from the issue’s defaults, notifications only where this device can get them', () => {
    expect(base()).toMatchObject({
      email: true,
      push: true,
      delivery: 'immediate',
      quietHoursOn: false,
      timeZone: 'Europe/Berlin',
      dailyCap: '10',
      paused: false,
    });
    expect(defaultRuleValues({ timeZone: 'UTC', pushPossible: false }).push).toBe(false);
  });

  it('read into the rule the API takes: categories in the catalogue’s order, keywords split, numbers', () => {
    const read = readRuleForm({
      ...base(),
      categories: ['travel', 'electronics'],
      keywords: ' air fryer, , espresso ',
      maxPrice: '24,99',
      minDiscount: '30',
      quietHoursOn: true,
      quietStart: '23:00',
      quietEnd: '06:30',
      dailyCap: '3',
    });
    expect(read).toEqual({
      ok: true,
      rule: expect.objectContaining({
        categories: ['electronics', 'travel'],
        keywords: ['air fryer', 'espresso'],
        maxPrice: 24.99,
        minDiscount: 30,
        minTemperature: null,
        quietHours: { start: '23:00', end: '06:30' },
        timeZone: 'Europe/Berlin',
        dailyCap: 3,
      }),
    });
  });

  it('name each problem by its field, in the server’s words', () => {
    const read = readRuleForm({
      ...base(),
      email: false,
      push: false,
      maxPrice: 'cheap',
      minDiscount: '100',
      minTemperature: '0',
      dailyCap: '',
      quietHoursOn: true,
      quietStart: '22:00',
      quietEnd: '22:00',
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        maxPrice: ALERT_FORM_ERRORS.number,
        minDiscount: 'A minimum discount is between 1 and 99 %.',
        minTemperature: 'A minimum temperature is at least 1°.',
        dailyCap: ALERT_FORM_ERRORS.wholeNumber,
        quietHours: 'Quiet hours need a different start and end.',
        email: 'Choose e-mail, push or both.',
      },
    });
  });

  it('ask for at least one condition', () => {
    expect(readRuleForm(base())).toEqual({
      ok: false,
      errors: { categories: 'Choose at least one category, keyword, price, discount or temperature.' },
    });
  });

  it('come back from a stored rule as they were typed', () => {
    const read = readRuleForm({ ...base(), categories: ['books'], keywords: 'atlas', maxPrice: '12.5' });
    if (!read.ok) throw new Error('expected a rule');
    expect(readRuleForm(valuesOfRule(read.rule))).toEqual(read);
  });

  it('keep the stores a rule follows, which alone are a condition', () => {
    expect(base().stores).toEqual([]);
    const read = readRuleForm({ ...base(), stores: ['best-buy'] });
    if (!read.ok) throw new Error('expected a rule');
    expect(read.rule.stores).toEqual(['best-buy']);
    expect(valuesOfRule(read.rule).stores).toEqual(['best-buy']);
    expect(readRuleForm(valuesOfRule(read.rule))).toEqual(read);
    expect(ruleErrorsOf({ 'stores.0': 'There is no store.' })).toEqual({ stores: 'There is no store.' });
  });

  it('place the server’s problems by the first part of their names', () => {
    expect(
      ruleErrorsOf({ 'quietHours.start': 'Use the 24-hour form.', 'keywords.2': 'Too long.', unknown: 'x' }),
    ).toEqual({ quietHours: 'Use the 24-hour form.', keywords: 'Too long.' });
  });
});
