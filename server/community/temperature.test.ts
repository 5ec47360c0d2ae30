import { describe, expect, it } from 'vitest';
import { hideNewMsOf, isTold, newIfPublishedAfter, temperatureToldAt } from './temperature.ts';

const HIDE_MS = 10 * 60_000;
const PUBLISHED = new Date('2026-05-01T12:00:00.000Z');
const at = (ms: number) => new Date(PUBLISHED.getTime() + ms);

describe('when a temperature is told', () => {
  it('reads the setting in minutes', () => {
    expect(hideNewMsOf({ NEW_DEAL_HIDE_MINUTES: 10 })).toBe(HIDE_MS);
  });

  it('is told from hideNewMs after publication, not a moment before', () => {
    expect(temperatureToldAt(PUBLISHED, HIDE_MS)).toBe(at(HIDE_MS).getTime());
    expect(temperatureToldAt(PUBLISHED.toISOString(), HIDE_MS)).toBe(at(HIDE_MS).getTime());
    expect(isTold(PUBLISHED, at(HIDE_MS - 1), HIDE_MS)).toBe(false);
    expect(isTold(PUBLISHED, at(HIDE_MS), HIDE_MS)).toBe(true);
    expect(isTold(PUBLISHED, PUBLISHED, 0)).toBe(true);
  });

  it('gives SQL the same boundary: a deal published after it is still new', () => {
    for (const now of [at(HIDE_MS - 1), at(HIDE_MS), at(HIDE_MS + 1)]) {
      const stillNew = PUBLISHED > newIfPublishedAfter(now, HIDE_MS);
      expect(stillNew).toBe(!isTold(PUBLISHED, now, HIDE_MS));
    }
  });
});
