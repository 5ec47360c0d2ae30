// A read price is believed only when it is above zero and within ten times of the page's usual price.
import { describe, expect, it } from 'vitest';
import { median, plausible } from './plausible-price.ts';

describe('a plausible price', () => {
  it('refuses no price, zero, a negative price and what is not a number', () => {
    for (const price of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(plausible(price, [])).toEqual({ ok: false, reason: 'The price is not an amount above zero.' });
    }
  });

  it('takes any price above zero until the page has three prices behind it', () => {
    expect(plausible(5000, [])).toEqual({ ok: true });
    expect(plausible(5000, [20, 21])).toEqual({ ok: true });
    // Unusable entries in the history do not count towards the three.
    expect(plausible(5000, [20, 21, 0, Number.NaN])).toEqual({ ok: true });
  });

  it('refuses a price more than ten times, or less than a tenth of, the median of the history', () => {
    const history = [20, 22, 19, 400];
    expect(median(history)).toBe(21);
    expect(plausible(210, history)).toEqual({ ok: true });
    expect(plausible(2.1, history)).toEqual({ ok: true });
    expect(plausible(211, history)).toEqual({
      ok: false,
      reason: 'The price 211 is more than 10 times the usual price on this page (21).',
    });
    expect(plausible(2, history)).toEqual({
      ok: false,
      reason: 'The price 2 is less than a tenth of the usual price on this page (21).',
    });
    expect(median([3, 1, 2])).toBe(2);
  });

  it('never believes a price above what any page may state, with or without a history', () => {
    expect(plausible(10_000_000, [])).toEqual({
      ok: false,
      reason: 'The price 10000000 is more than any product page may state.',
    });
    expect(plausible(9_999_999, [])).toEqual({ ok: true });
  });
});
