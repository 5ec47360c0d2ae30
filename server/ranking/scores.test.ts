// The ranks' rules with fixed inputs: heat over its window, trending's half-life, popular's weights, the
// ranks given only to positive scores, Today's Deals by the UTC day, the once-only Hot mark, and which
// derived fields count as changed.
import { describe, expect, it } from 'vitest';
import { HOT_HEAT_FROM_DEGREES } from '../../src/shared/community/temperature.ts';
import {
  derivedFields,
  epochHour,
  goesHot,
  isTodays,
  popularScore,
  ranksOf,
  sameDerived,
  TRENDING_MARK_RANKS,
  trendingScore,
} from './scores.ts';

const NOW = new Date('2026-06-01T12:30:00.000Z');
const hoursAgo = (hours: number) => epochHour(NOW) - hours;

describe('the trending score', () => {
  it('is the signals per hour of the last 48 hours, an hour 6 hours older counting half', () => {
    const thisHour = trendingScore([{ hour: hoursAgo(0), count: 8 }], NOW);
    expect(trendingScore([{ hour: hoursAgo(6), count: 8 }], NOW)).toBeCloseTo(thisHour / 2, 3);
    expect(trendingScore([{ hour: hoursAgo(12), count: 8 }], NOW)).toBeCloseTo(thisHour / 4, 3);
    // Eight signals in the current hour, over the 48 hours' weights: Σ 2^(−h/6) for h = 0..47, about 9.13.
    expect(thisHour).toBeCloseTo(8 / 9.1301, 3);
  });

  it('leaves out hours older than 48 and hours after now, and lets cold votes pull it down', () => {
    expect(trendingScore([{ hour: hoursAgo(48), count: 1000 }], NOW)).toBe(0);
    expect(trendingScore([{ hour: hoursAgo(-1), count: 1000 }], NOW)).toBe(0);
    expect(trendingScore([{ hour: hoursAgo(47), count: 1000 }], NOW)).toBeGreaterThan(0);
    expect(
      trendingScore(
        [
          { hour: hoursAgo(1), count: 3 },
          { hour: hoursAgo(1), count: -3 },
        ],
        NOW,
      ),
    ).toBe(0);
  });

  it('puts 5 signals of this morning above 40 of two days ago', () => {
    const old = trendingScore([{ hour: hoursAgo(47), count: 40 }], NOW);
    const fresh = trendingScore([{ hour: hoursAgo(1), count: 5 }], NOW);
    expect(fresh).toBeGreaterThan(old);
  });

  it('keeps four decimals, as deal_ranks stores it', () => {
    const score = trendingScore([{ hour: hoursAgo(5), count: 7 }], NOW);
    expect(Math.round(score * 10_000) / 10_000).toBe(score);
  });
});

describe('the popular score', () => {
  it('counts a click-out once and a save twice', () => {
    expect(popularScore(0, 0)).toBe(0);
    expect(popularScore(3, 0)).toBe(3);
    expect(popularScore(3, 2)).toBe(7);
  });
});

describe('ranks', () => {
  it('are 1..N by score, highest first, equal scores by id, and only for positive scores', () => {
    const ranks = ranksOf([
      { id: 'c', score: 2 },
      { id: 'a', score: 0 },
      { id: 'b', score: 5 },
      { id: 'd', score: 2 },
      { id: 'e', score: -1 },
    ]);
    expect([...ranks]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });
});

describe("today's deals", () => {
  it('are those published or ending on the UTC day of now', () => {
    const yesterday = new Date('2026-05-31T23:59:59.000Z');
    expect(isTodays(new Date('2026-06-01T00:00:00.000Z'), null, NOW)).toBe(true);
    expect(isTodays(yesterday, null, NOW)).toBe(false);
    expect(isTodays(yesterday, new Date('2026-06-01T23:59:00.000Z'), NOW)).toBe(true);
    expect(isTodays(yesterday, new Date('2026-06-02T00:00:00.000Z'), NOW)).toBe(false);
  });
});

describe('going hot', () => {
  it('happens once: from HOT_HEAT_FROM_DEGREES gained in 24 hours, never again once marked', () => {
    expect(goesHot(HOT_HEAT_FROM_DEGREES - 1, null)).toBe(false);
    expect(goesHot(HOT_HEAT_FROM_DEGREES, null)).toBe(true);
    expect(goesHot(HOT_HEAT_FROM_DEGREES * 3, new Date('2026-05-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('the derived fields', () => {
  const heat = { day: 5, week: 12, month: 40, discussed: 1 };

  it('mark the first TRENDING_MARK_RANKS trending ranks, and leave a deal without ranks at null', () => {
    expect(derivedFields({ trendingRank: 1, popularRank: 3, today: true, heat })).toEqual({
      trending: true,
      trendingRank: 1,
      popularRank: 3,
      todayOnly: true,
      heat,
    });
    expect(
      derivedFields({ trendingRank: TRENDING_MARK_RANKS + 1, popularRank: undefined, today: false, heat }),
    ).toMatchObject({ trending: false, trendingRank: TRENDING_MARK_RANKS + 1, popularRank: null });
    expect(
      derivedFields({ trendingRank: undefined, popularRank: undefined, today: false, heat: undefined }),
    ).toEqual({ trending: false, trendingRank: null, popularRank: null, todayOnly: false });
  });

  it('are the same as stored only when every field is, hand-set sample values included', () => {
    const derived = derivedFields({ trendingRank: 2, popularRank: undefined, today: false, heat });
    expect(sameDerived({ ...derived, heat: { ...heat } }, derived)).toBe(true);
    expect(sameDerived({ ...derived, trendingRank: 1 }, derived)).toBe(false);
    expect(sameDerived({ ...derived, heat: { ...heat, day: 6 } }, derived)).toBe(false);
    expect(sameDerived({ ...derived, heat: { ...heat, hour: 1 } }, derived)).toBe(false);
    expect(sameDerived({ ...derived, heat: undefined }, derived)).toBe(false);
    const withoutHeat = derivedFields({
      trendingRank: undefined,
      popularRank: undefined,
      today: false,
      heat: undefined,
    });
    // jsonb_build_object gives null for a key the data lacks.
    expect(sameDerived({ ...withoutHeat, heat: null }, withoutHeat)).toBe(true);
    expect(sameDerived({ ...withoutHeat, heat }, withoutHeat)).toBe(false);
    expect(
      sameDerived({ trending: true, trendingRank: 4, popularRank: 9, todayOnly: true }, withoutHeat),
    ).toBe(false);
  });
});
