import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writtenWithoutIntl } from '../../../tests/support/written-without-intl';
import { formatSyncTime } from './format-sync-time';

describe('formatSyncTime', () => {
  const now = new Date(2025, 5, 14, 18, 30);

  it('names only the time for a sync earlier today', () => {
    expect(formatSyncTime(new Date(2025, 5, 14, 9, 5), now)).toBe('9:05 AM');
  });

  it('adds the date for an older sync, and the year when it differs', () => {
    expect(formatSyncTime(new Date(2025, 5, 12, 21, 40), now)).toBe('Jun 12, 9:40 PM');
    expect(formatSyncTime(new Date(2024, 11, 31, 23, 0), now)).toBe('Dec 31, 2024, 11:00 PM');
  });

  it('writes every moment as Intl writes it in en-US, with no Intl of its own', () => {
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
    const today = intl(time);
    const thisYear = intl({ month: 'short', day: 'numeric', ...time });
    const otherYear = intl({ month: 'short', day: 'numeric', year: 'numeric', ...time });
    const moments = fc.sample(
      fc.date({ min: new Date(2023, 0, 1), max: new Date(2026, 11, 31), noInvalidDate: true }),
      2000,
    );
    for (const [at, text] of writtenWithoutIntl(moments, (at) => formatSyncTime(at, now))) {
      const format =
        at.toDateString() === now.toDateString()
          ? today
          : at.getFullYear() === now.getFullYear()
            ? thisYear
            : otherYear;
      // Some versions of Intl put a narrow no-break space before AM and PM; the site writes a space.
      expect(text, String(at)).toBe(format.format(at).replace('\u202f', ' '));
    }
  });

  it('reads the moment on UTC’s clock when asked, whatever this device’s time zone', () => {
    const utcNow = new Date('2025-06-14T23:30:00Z');
    expect(formatSyncTime(new Date('2025-06-14T00:05:00Z'), utcNow, 'utc')).toBe('12:05 AM');
    expect(formatSyncTime(new Date('2025-06-13T21:40:00Z'), utcNow, 'utc')).toBe('Jun 13, 9:40 PM');
    expect(formatSyncTime(new Date('2024-12-31T23:00:00Z'), utcNow, 'utc')).toBe('Dec 31, 2024, 11:00 PM');
  });
});
