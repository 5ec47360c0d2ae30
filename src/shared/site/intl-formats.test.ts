import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writtenWithoutIntl } from '../../../tests/support/written-without-intl';
import {
  formatCount,
  formatDollars,
  formatUsDate,
  formatUsDateTime,
  formatUsDay,
  formatUsMonthDay,
  formatUsTime,
} from './intl-formats';

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
    const sample = fc.sample(dates, 2000);
    for (const [date, short] of writtenWithoutIntl(sample, (date) => formatUsDate(date)))
      expect(short, String(date)).toBe(intlShort.format(date));
    for (const [date, long] of writtenWithoutIntl(sample, (date) => formatUsDate(date, 'long'))) {
      expect(long, String(date)).toBe(intlLong.format(date));
    }
  });
});

describe('formatUsTime', () => {
  const intlTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

  it('writes times as the site’s texts do', () => {
    expect(formatUsTime(new Date(2025, 2, 3, 13, 5))).toBe('1:05 PM');
    expect(formatUsTime(new Date(2025, 2, 3, 0, 7))).toBe('12:07 AM');
    expect(formatUsTime(new Date(2025, 2, 3, 12, 0))).toBe('12:00 PM');
  });

  it('writes every minute of a day as Intl writes it in en-US, with no Intl of its own', () => {
    const minutes = Array.from({ length: 24 * 60 }, (_, minute) => new Date(2025, 5, 14, 0, minute));
    // Some versions of Intl put a narrow no-break space before AM and PM; the site writes a space.
    for (const [date, text] of writtenWithoutIntl(minutes, formatUsTime))
      expect(text).toBe(intlTime.format(date).replace('\u202f', ' '));
  });
});

describe('formatUsDateTime', () => {
  it('writes a date and time as Intl writes en-US in its medium date and short time', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    for (const date of [
      new Date(2025, 2, 3, 13, 5),
      new Date(1999, 11, 31, 0, 59),
      new Date(2030, 6, 4, 12, 30),
    ])
      expect(formatUsDateTime(date)).toBe(intl.format(date).replace('\u202f', ' '));
  });
});

describe('a moment on UTC’s clock', () => {
  it('is written as Intl writes it in en-US with the UTC time zone, whatever this device’s', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const moments = fc.sample(
      fc.date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2040-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      500,
    );
    for (const [at, text] of writtenWithoutIntl(moments, (at) => formatUsDateTime(at, 'utc'))) {
      expect(text, at.toISOString()).toBe(intl.format(at).replace('\u202f', ' '));
    }
    expect(formatUsMonthDay(new Date('2026-03-03T23:59:00Z'), 'utc')).toBe('Mar 3');
    expect(formatUsDate(new Date('2026-03-03T23:59:00Z'), 'long', 'utc')).toBe('March 3, 2026');
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
