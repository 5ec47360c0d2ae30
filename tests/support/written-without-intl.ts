import { expect, vi } from 'vitest';

/**
 * Each value beside what `write` makes of it, checking that no Intl date format was made meanwhile: the
 * site's hand-written dates and times exist so that no page loads date data while it is taken over.
 */
export function writtenWithoutIntl<T>(values: readonly T[], write: (value: T) => string): [T, string][] {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    return values.map((value) => [value, write(value)]);
  } finally {
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  }
}
