import { describe, expect, it } from 'vitest';
import { dateFormat, formatCount } from './intl-formats';

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

describe('formatCount', () => {
  it('writes counts as the site’s texts do', () => {
    expect(formatCount(38011)).toBe('38,011');
    expect(formatCount(1)).toBe('1');
  });
});
