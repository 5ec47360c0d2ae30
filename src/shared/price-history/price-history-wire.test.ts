import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LINK_CHECK_OUTCOMES, PRICE_SOURCES } from './price-history';
import { parsePriceHistoryAnswer } from './price-history-wire';

const point = (at: string, price: number) => ({ at, price, listPrice: 150, source: 'import' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parsePriceHistoryAnswer', () => {
  it('takes a well-formed answer as it is, points oldest first', () => {
    const body = {
      dealId: 'd1',
      points: [point('2026-11-20T10:00:00.000Z', 99), point('2026-10-01T10:00:00.000Z', 120)],
      linkCheck: { checkedAt: '2026-11-24T08:00:00.000Z', outcome: 'ok', reason: null },
    };
    expect(parsePriceHistoryAnswer(body, 'd1')).toEqual({
      dealId: 'd1',
      points: [point('2026-10-01T10:00:00.000Z', 120), point('2026-11-20T10:00:00.000Z', 99)],
      linkCheck: { checkedAt: '2026-11-24T08:00:00.000Z', outcome: 'ok', reason: null },
    });
  });

  it('drops malformed points and keeps the rest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = {
      dealId: 'd1',
      points: [
        point('2026-10-01T10:00:00.000Z', 120),
        point('yesterday', 100),
        { ...point('2026-10-05T10:00:00.000Z', -3) },
        { ...point('2026-10-06T10:00:00.000Z', 90), source: 'rumour' },
        { at: '2026-10-07T10:00:00.000Z', price: '80' },
        null,
        point('2026-11-20T10:00:00.000Z', 99),
      ],
      linkCheck: null,
    };
    const answer = parsePriceHistoryAnswer(body, 'd1');
    expect(answer?.points.map((kept) => kept.price)).toEqual([120, 99]);
    expect(answer?.linkCheck).toBeNull();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('keeps the history when the link check is malformed or inconclusive', () => {
    const points = [point('2026-10-01T10:00:00.000Z', 120)];
    for (const linkCheck of [
      { checkedAt: 'soon', outcome: 'ok', reason: null },
      { checkedAt: '2026-11-24T08:00:00.000Z', outcome: 'inconclusive', reason: 'time-out' },
      'ok',
      undefined,
    ]) {
      expect(parsePriceHistoryAnswer({ dealId: 'd1', points, linkCheck }, 'd1')).toEqual({
        dealId: 'd1',
        points,
        linkCheck: null,
      });
    }
  });

  it('refuses what is not an answer about the deal asked for', () => {
    expect(parsePriceHistoryAnswer(undefined, 'd1')).toBeNull();
    expect(parsePriceHistoryAnswer({ error: 'Not Found' }, 'd1')).toBeNull();
    expect(parsePriceHistoryAnswer({ dealId: 'd2', points: [], linkCheck: null }, 'd1')).toBeNull();
    expect(parsePriceHistoryAnswer({ dealId: 'd1', points: 'none', linkCheck: null }, 'd1')).toBeNull();
  });
});

describe('parsePriceHistoryAnswer, beside the schema it replaced', () => {
  // The zod schema the answer was read with before it was checked by hand: the two must agree.
  const amount = z.number().min(0).max(1_000_000_000);
  const isoTime = z.iso.datetime({ offset: true });
  const pricePointSchema = z.object({
    at: isoTime,
    price: amount,
    listPrice: amount,
    source: z.enum(PRICE_SOURCES),
  });
  const linkCheckSchema = z.object({
    checkedAt: isoTime,
    outcome: z.enum(LINK_CHECK_OUTCOMES).exclude(['inconclusive']),
    reason: z.string().max(500).nullable(),
  });

  const time = fc
    .date({ min: new Date('1971-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString());
  const badTime = fc.constantFrom(
    'yesterday',
    '2026-10-01',
    '2026-10-01 10:00:00',
    '',
    1_700_000_000_000,
    null,
  );
  const goodAmount = fc.double({ min: 0, max: 1_000_000_000, noNaN: true });
  const badAmount = fc.constantFrom(-0.01, 1_000_000_001, Number.NaN, Number.POSITIVE_INFINITY, '80', null);
  const value = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
    fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: bad, weight: 1 });
  const pricePoint = fc.record(
    {
      at: value(time, badTime),
      price: value(goodAmount, badAmount),
      listPrice: value(goodAmount, badAmount),
      source: value(fc.constantFrom(...PRICE_SOURCES), fc.constantFrom('rumour', '', 3)),
      note: fc.string(),
    },
    { requiredKeys: ['at', 'price', 'listPrice', 'source'] },
  );
  const linkCheck = fc.record({
    checkedAt: value(time, badTime),
    outcome: fc.constantFrom('ok', 'failed', 'inconclusive', 'unknown'),
    reason: fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 20 }),
      // About the longest reason told.
      fc.integer({ min: 495, max: 505 }).map((length) => 'x'.repeat(length)),
      fc.constant(404),
    ),
  });

  it('keeps and drops the very points and link checks the schema kept and dropped, with the same data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.array(fc.oneof(pricePoint, fc.constant(null))), linkCheck, (points, check) => {
        const expectedPoints = points
          .map((item) => pricePointSchema.safeParse(item))
          .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
          .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
        const expectedCheck = linkCheckSchema.safeParse(check);
        expect(parsePriceHistoryAnswer({ dealId: 'd1', points, linkCheck: check }, 'd1')).toEqual({
          dealId: 'd1',
          points: expectedPoints,
          linkCheck: expectedCheck.success ? expectedCheck.data : null,
        });
      }),
      { numRuns: 500 },
    );
  });
});
