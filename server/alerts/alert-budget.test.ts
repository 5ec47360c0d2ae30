// The budgets of an alert, on a fake clock: quiet hours in the member's zone (also across a daylight-saving
// change), the daily cap per local day, hourly and daily digests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BudgetSettings,
  DIGEST_HOUR,
  instantOf,
  isQuiet,
  localDay,
  planDelivery,
  planDue,
} from './alert-budget.ts';

const berlin: BudgetSettings = {
  delivery: 'immediate',
  quietHours: { start: '22:00', end: '07:00' },
  timeZone: 'Europe/Berlin',
  dailyCap: 3,
};

/** The fake clock's time now. */
const now = () => new Date();

describe('alert budgets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at once outside quiet hours and under the cap', () => {
    vi.setSystemTime(new Date('2026-06-10T10:00:00Z')); // 12:00 in Berlin
    expect(planDelivery(berlin, 0, now())).toEqual({ action: 'send' });
    expect(planDelivery({ ...berlin, quietHours: null }, 2, now())).toEqual({ action: 'send' });
  });

  it('holds an alert in quiet hours until they end, in the member zone', () => {
    vi.setSystemTime(new Date('2026-06-10T21:30:00Z')); // 23:30 in Berlin (UTC+2)
    expect(planDelivery(berlin, 0, now())).toEqual({
      action: 'hold',
      until: new Date('2026-06-11T05:00:00Z'),
    });
    // The same UTC time is 17:30 in New York: not quiet there.
    expect(planDelivery({ ...berlin, timeZone: 'America/New_York' }, 0, now())).toEqual({ action: 'send' });
    // Quiet hours within one day.
    vi.setSystemTime(new Date('2026-06-10T11:00:00Z')); // 13:00 in Berlin
    expect(planDelivery({ ...berlin, quietHours: { start: '12:30', end: '14:00' } }, 0, now())).toEqual({
      action: 'hold',
      until: new Date('2026-06-10T12:00:00Z'),
    });
  });

  it('ends a quiet night at 07:00 local when the clocks go forward during it', () => {
    // Berlin: 29 March 2026 at 02:00 the clocks jump to 03:00 (UTC+1 -> UTC+2).
    vi.setSystemTime(new Date('2026-03-28T22:00:00Z')); // 23:00 CET
    const plan = planDelivery(berlin, 0, now());
    expect(plan).toEqual({ action: 'hold', until: new Date('2026-03-29T05:00:00Z') }); // 07:00 CEST, not 06:00 UTC
  });

  it('ends a quiet night at 07:00 local when the clocks go back during it', () => {
    // New York: 1 November 2026 at 02:00 the clocks go back to 01:00 (UTC-4 -> UTC-5).
    vi.setSystemTime(new Date('2026-11-01T03:00:00Z')); // 23:00 EDT on 31 October
    expect(planDelivery({ ...berlin, timeZone: 'America/New_York' }, 0, now())).toEqual({
      action: 'hold',
      until: new Date('2026-11-01T12:00:00Z'), // 07:00 EST
    });
    // A night that started before the change is still quiet after it.
    expect(isQuiet(berlin.quietHours, new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(true);
  });

  it('puts alerts over the daily cap into the next morning digest, counting by the local day', () => {
    vi.setSystemTime(new Date('2026-06-10T15:00:00Z')); // 17:00 in Berlin
    expect(planDelivery(berlin, 3, now())).toEqual({
      action: 'digest',
      at: new Date(`2026-06-11T0${DIGEST_HOUR - 2}:00:00Z`),
    });
    // 23:30 UTC is already the next day in Berlin: a new count.
    expect(localDay(new Date('2026-06-10T23:30:00Z'), 'Europe/Berlin')).toBe('2026-06-11');
    expect(localDay(new Date('2026-06-10T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-06-10');
  });

  it('moves the morning digest past quiet hours that last beyond it', () => {
    vi.setSystemTime(new Date('2026-06-10T15:00:00Z'));
    const lateRiser = { ...berlin, quietHours: { start: '22:00', end: '09:30' } };
    expect(planDelivery(lateRiser, 3, now())).toEqual({
      action: 'digest',
      at: new Date('2026-06-11T07:30:00Z'),
    });
  });

  it('gathers hourly digests at the next full hour and daily ones at the digest hour', () => {
    vi.setSystemTime(new Date('2026-06-10T10:20:00Z')); // 12:20 in Berlin
    expect(planDelivery({ ...berlin, delivery: 'hourly' }, 0, now())).toEqual({
      action: 'digest',
      at: new Date('2026-06-10T11:00:00Z'),
    });
    expect(planDelivery({ ...berlin, delivery: 'daily' }, 0, now())).toEqual({
      action: 'digest',
      at: new Date('2026-06-11T06:00:00Z'),
    });
    // An hourly digest that would fall in quiet hours waits for their end.
    vi.setSystemTime(new Date('2026-06-10T20:20:00Z')); // 22:20 in Berlin
    expect(planDelivery({ ...berlin, delivery: 'hourly' }, 0, now())).toEqual({
      action: 'digest',
      at: new Date('2026-06-11T05:00:00Z'),
    });
    // Kathmandu is UTC+5:45: its full hours are not UTC's.
    expect(
      planDelivery({ ...berlin, quietHours: null, delivery: 'hourly', timeZone: 'Asia/Kathmandu' }, 0, now()),
    ).toEqual({
      action: 'digest',
      at: new Date('2026-06-10T21:15:00Z'),
    });
  });

  it('re-plans a due digest: sent, unless quiet hours began or the cap is used', () => {
    vi.setSystemTime(new Date('2026-06-10T10:00:00Z'));
    expect(planDue(berlin, 0, now())).toBe('send');
    expect(planDue(berlin, 3, now())).toEqual(new Date('2026-06-11T06:00:00Z'));
  });

  it('places a wall time skipped by the change to summer time just past the gap', () => {
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin')).toEqual(
      new Date('2026-03-29T01:30:00Z'),
    );
  });
});
