import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dateFormat, formatCount, formatDollars, formatUsDate, formatUsDay } from './intl-formats';

describe('dateFormat', () => {
  it('makes one format per locale and options, and reuses it', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
    const first = dateFormat('en-US', options);
    expect(dateFormat('en-US', { ...options })).toBe(first);
    expect(dateFormat('en-GB', options)).not.toBe(first);
    expect(first.format(Date.UTC(2026, 2, 3))).toBe('Mar 3');
    expect(dateFormat('en-GB', options).format(Date.UTC(2026, 2, 3))).toBe('3 Mar');
  });
});

describe('formatUsDate', () => {
  const intlShort = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  const intlLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

  it('writes dates as the site’s texts do', () => {
    expect(formatUsDate(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
    expect(formatUsDate(new Date(2026, 8, 30), 'long')).toBe('September 30, 2026');
    expect(formatUsDay('2025-01-05')).toBe('January 5, 2025');
  });

  it('writes every day as Intl writes it in en-US, in this device’s time zone, with no Intl of its own', () => {
    const dates = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const written = fc
      .sample(dates, 2000)
      .map((date) => [date, formatUsDate(date), formatUsDate(date, 'long')]);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const [date, short, long] of written) {
      expect(short, String(date)).toBe(intlShort.format(date as Date));
      expect(long, String(date)).toBe(intlLong.format(date as Date));
    }
  });
});

describe('formatCount', () => {
  it('writes counts as the site’s texts do', () => {
    expect(formatCount(38011)).toBe('38,011');
    expect(formatCount(1)).toBe('1');
  });
});

describe('numbers written by hand', () => {
  const intlCount = new Intl.NumberFormat('en-US');
  const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('write counts as Intl writes them in en-US', () => {
    for (const count of [0, 7, 999, 1000, 38011, 1234567, -1500, Number.MAX_SAFE_INTEGER, 2.5])
      expect(formatCount(count)).toBe(intlCount.format(count));
    fc.assert(fc.property(fc.integer(), (count) => formatCount(count) === intlCount.format(count)));
  });

  it('write dollar amounts as Intl writes them in en-US, rounding included', () => {
    const amounts = [0, -0, 0.005, 0.015, 1.005, 2.675, 0.125, 19.99, 1299.5, 1e9, 999999.995, -0.001, -12.5];
    for (const amount of [...amounts, Number.POSITIVE_INFINITY, Number.NaN])
      expect(formatDollars(amount), String(amount)).toBe(intlDollars.format(amount));
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(formatDollars(amount)).toBe(intlDollars.format(amount));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(formatDollars(cents / 100)).toBe(intlDollars.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });
});
