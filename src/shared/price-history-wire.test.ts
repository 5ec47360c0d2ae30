import { afterEach, describe, expect, it, vi } from 'vitest';
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
