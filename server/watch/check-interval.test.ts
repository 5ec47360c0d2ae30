// When a watched page is read next: more watchers and a price that moves often bring it towards hourly, one
// watcher and a still price leave it daily, always within WATCH_CHECK_BOUNDS; a failed read is tried again
// sooner, never sooner than the minimum and never later than a good read's interval.
import { describe, expect, it } from 'vitest';
import { WATCH_CHECK_BOUNDS } from '../../src/shared/watch/watch.ts';
import {
  checkIntervalMinutes,
  nextCheckAt,
  PRICE_MOVES_DAYS,
  priceMoves,
  retryMinutes,
} from './check-interval.ts';

const { minMinutes, maxMinutes } = WATCH_CHECK_BOUNDS;
const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('the interval after a good read', () => {
  it('is daily for one watcher and a still price, and hourly at most however busy', () => {
    expect(checkIntervalMinutes({ watchers: 1, moves: 0 })).toBe(maxMinutes);
    expect(checkIntervalMinutes({ watchers: 1_000, moves: 50 })).toBe(minMinutes);
    expect(checkIntervalMinutes({ watchers: 24, moves: 0 })).toBe(60);
    expect(checkIntervalMinutes({ watchers: 6, moves: 3 })).toBe(60);
  });

  it('follows maxMinutes / (watchers × (1 + moves))', () => {
    expect(checkIntervalMinutes({ watchers: 2, moves: 0 })).toBe(720);
    expect(checkIntervalMinutes({ watchers: 1, moves: 1 })).toBe(720);
    expect(checkIntervalMinutes({ watchers: 4, moves: 2 })).toBe(120);
    expect(checkIntervalMinutes({ watchers: 3, moves: 0 })).toBe(480);
    expect(checkIntervalMinutes({ watchers: 7, moves: 0 })).toBe(206);
  });

  it('shortens as watchers or moves grow, never growing', () => {
    let last = Number.POSITIVE_INFINITY;
    for (let watchers = 1; watchers <= 40; watchers++) {
      const minutes = checkIntervalMinutes({ watchers, moves: 0 });
      expect(minutes).toBeLessThanOrEqual(last);
      last = minutes;
    }
    last = Number.POSITIVE_INFINITY;
    for (let moves = 0; moves <= 40; moves++) {
      const minutes = checkIntervalMinutes({ watchers: 1, moves });
      expect(minutes).toBeLessThanOrEqual(last);
      last = minutes;
    }
  });

  it('stays within the bounds for any input, nonsense included', () => {
    for (const watchers of [-5, 0, 0.5, 1, 3, 1e9, Number.NaN, Number.POSITIVE_INFINITY]) {
      for (const moves of [-1, 0, 2, 1e9, Number.NaN]) {
        const minutes = checkIntervalMinutes({ watchers, moves });
        expect(minutes).toBeGreaterThanOrEqual(minMinutes);
        expect(minutes).toBeLessThanOrEqual(maxMinutes);
        expect(Number.isInteger(minutes)).toBe(true);
      }
    }
    // No watcher (every watch paused) counts as one.
    expect(checkIntervalMinutes({ watchers: 0, moves: 0 })).toBe(maxMinutes);
  });
});

describe('the retry after a failed read', () => {
  it('comes sooner than a good read, doubling with the failures in a row, never under the minimum', () => {
    const facts = { watchers: 1, moves: 0 };
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryMinutes(facts, failures))).toEqual([
      60, 120, 240, 480, 960, 1440,
    ]);
    expect(retryMinutes(facts, 60)).toBe(maxMinutes);
    expect(retryMinutes(facts, 0)).toBe(minMinutes);
  });

  it('is never later than the interval a good read would have had', () => {
    const busy = { watchers: 8, moves: 0 };
    expect(checkIntervalMinutes(busy)).toBe(180);
    expect([1, 2, 3, 4].map((failures) => retryMinutes(busy, failures))).toEqual([60, 120, 180, 180]);
    expect(retryMinutes({ watchers: 100, moves: 0 }, 1)).toBe(minMinutes);
  });

  it('gives the time of the next read', () => {
    const facts = { watchers: 2, moves: 0 };
    expect(nextCheckAt(NOW, facts).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(nextCheckAt(NOW, facts, 1).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(nextCheckAt(NOW, facts, 2).toISOString()).toBe('2026-11-28T14:00:00.000Z');
  });
});

describe('the price’s moves', () => {
  it('counts each recorded price after the first within the last days', () => {
    expect(PRICE_MOVES_DAYS).toBe(30);
    expect(priceMoves([], NOW)).toBe(0);
    // The first price ever is no move, even a recent one.
    expect(priceMoves([{ at: daysAgo(1) }], NOW)).toBe(0);
    expect(
      priceMoves([{ at: daysAgo(80) }, { at: daysAgo(40) }, { at: daysAgo(10) }, { at: daysAgo(2) }], NOW),
    ).toBe(2);
    expect(priceMoves([{ at: daysAgo(100) }, { at: daysAgo(30) }], NOW)).toBe(1);
  });
});
