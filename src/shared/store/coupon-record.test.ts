import { describe, expect, it } from 'vitest';
import { compareCoupons, couponEnded, couponRecord } from './coupon-record';
import type { CouponEntry, CouponRecord } from './store';

const NOW = Date.parse('2031-05-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const answers = (...worked: boolean[]) =>
  worked.map((ok, index) => ({ worked: ok, at: NOW - (index + 1) * HOUR }));

describe('a code’s record', () => {
  it('says nothing before any answer', () => {
    expect(couponRecord([], NOW)).toEqual({
      answers30d: 0,
      workedShare30d: null,
      lastWorkedAt: null,
      notWorking: false,
    });
  });

  it('counts the last 30 days and remembers the last time it worked, however long ago', () => {
    const record = couponRecord([...answers(true, false), { worked: true, at: NOW - 40 * DAY }], NOW);
    expect(record).toMatchObject({ answers30d: 2, workedShare30d: 0.5 });
    expect(record.lastWorkedAt).toBe(new Date(NOW - HOUR).toISOString());
  });

  it('is “not working” when most of its latest answers, three at least, say it failed', () => {
    expect(couponRecord(answers(false, false), NOW).notWorking).toBe(false);
    expect(couponRecord(answers(false, false, true), NOW).notWorking).toBe(true);
    expect(couponRecord(answers(true, false, false, true), NOW).notWorking).toBe(false);
    // Only the latest ten count: old failures do not keep a code down once shoppers say it works again.
    expect(couponRecord(answers(...Array(6).fill(true), ...Array(10).fill(false)), NOW).notWorking).toBe(
      false,
    );
  });

  it('ignores answers dated after the moment asked about', () => {
    expect(couponRecord([{ worked: false, at: NOW + HOUR }], NOW).answers30d).toBe(0);
  });
});

const coupon = (
  id: string,
  record: Partial<CouponRecord>,
  startsAt = '2031-04-01T00:00:00Z',
): CouponEntry => ({
  id,
  storeSlug: 's',
  code: id,
  title: id,
  terms: '',
  startsAt,
  endsAt: null,
  source: 'operator',
  record: { answers30d: 0, workedShare30d: null, lastWorkedAt: null, notWorking: false, ...record },
});

describe('the order of a store’s codes', () => {
  it('puts codes that work for most shoppers first, unchecked ones next, newest first, failing ones last', () => {
    const sorted = [
      coupon('failing', { workedShare30d: 0.9, notWorking: true }),
      coupon('old-unchecked', {}, '2031-03-01T00:00:00Z'),
      coupon('half', { workedShare30d: 0.5 }),
      coupon('new-unchecked', {}, '2031-04-20T00:00:00Z'),
      coupon('best', { workedShare30d: 1 }),
    ].sort(compareCoupons);
    expect(sorted.map((c) => c.id)).toEqual(['best', 'half', 'new-unchecked', 'old-unchecked', 'failing']);
  });

  it('ends a code at its end', () => {
    expect(couponEnded({ endsAt: new Date(NOW).toISOString() }, NOW)).toBe(true);
    expect(couponEnded({ endsAt: null }, NOW)).toBe(false);
  });
});
