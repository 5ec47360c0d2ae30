import { describe, expect, it } from 'vitest';
import { formatSyncTime } from './format-sync-time';

describe('formatSyncTime', () => {
  const now = new Date(2025, 5, 14, 18, 30);

  it('names only the time for a sync earlier today', () => {
    expect(formatSyncTime(new Date(2025, 5, 14, 9, 5), now, 'en-US')).toBe('9:05 AM');
  });

  it('adds the date for an older sync, and the year when it differs', () => {
    expect(formatSyncTime(new Date(2025, 5, 12, 21, 40), now, 'en-US')).toBe('Jun 12, 9:40 PM');
    expect(formatSyncTime(new Date(2024, 11, 31, 23, 0), now, 'en-US')).toBe('Dec 31, 2024, 11:00 PM');
  });
});
