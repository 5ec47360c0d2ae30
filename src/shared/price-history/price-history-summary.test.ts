import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writtenWithoutIntl } from '../../../tests/support/written-without-intl';
import type { PricePoint } from './price-history';
import { formatDay, summarizePriceHistory } from './price-history-summary';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const seen = (daysAgo: number, price: number, listPrice = 150): PricePoint => ({
  at: new Date(NOW - daysAgo * DAY_MS).toISOString(),
  price,
  listPrice,
  source: 'import',
});

describe('summarizePriceHistory', () => {
  it('has nothing to say without prices', () => {
    expect(summarizePriceHistory([])).toBeNull();
  });

  it('names the price now and since when, and the last time the lowest and the highest were seen', () => {
    const points = [seen(95, 120), seen(60, 80), seen(40, 140), seen(20, 80), seen(10, 99), seen(3, 99)];
    expect(summarizePriceHistory(points)).toEqual({
      now: { price: 99, at: seen(10, 99).at },
      lowest: { price: 80, at: seen(20, 80).at },
      highest: { price: 140, at: seen(40, 140).at },
    });
  });

  it('a single price is its own lowest and highest', () => {
    const summary = summarizePriceHistory([seen(5, 42)]);
    expect(summary?.lowest.price).toBe(42);
    expect(summary?.highest.price).toBe(42);
    expect(summary?.now).toEqual({ price: 42, at: seen(5, 42).at });
  });
});

describe('formatDay', () => {
  const now = new Date(2026, 10, 24, 12);
  it('names the day, and the year only when it is not this one', () => {
    expect(formatDay(new Date(2026, 2, 3, 12), now)).toBe('Mar 3');
    expect(formatDay(new Date(2025, 11, 31, 12), now)).toBe('Dec 31, 2025');
  });

  it('names the day on UTC’s clock when asked (a page the server draws)', () => {
    const utcNow = new Date('2026-01-01T00:30:00Z');
    expect(formatDay(new Date('2026-03-03T23:59:00Z'), utcNow, 'utc')).toBe('Mar 3');
    expect(formatDay(new Date('2025-12-31T23:59:00Z'), utcNow, 'utc')).toBe('Dec 31, 2025');
  });

  it('writes every day as Intl writes it in en-US, with no Intl of its own', () => {
    const intlDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    const intlDayOfYear = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const days = fc.sample(
      fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
      2000,
    );
    for (const [day, text] of writtenWithoutIntl(days, (day) => formatDay(day, now))) {
      const format = day.getFullYear() === now.getFullYear() ? intlDay : intlDayOfYear;
      expect(text, String(day)).toBe(format.format(day));
    }
  });
});
