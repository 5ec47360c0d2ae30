// A deal's heat (the degrees it gained in 24 hours, 7 and 30 days, worked out by our server): read the same
// by hand and by the wire schema, kept only for our own deals, a malformed one left out with the deal kept,
// and the order of Hottest where it is known.
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory';
import { canonicalDealWire } from './canonical-deal-wire';
import type { Deal } from './deal';
import { dealFromWire } from './deal-from-wire';
import { sortDeals } from './deal-rules';
import { dealWireSchema, normalizeDeal, reviewWireSchema } from './deal-schema';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HEAT = { day: 5, week: 12, month: -3, discussed: 2 };
const wire = (heat: unknown) => JSON.parse(JSON.stringify({ ...makeDeal({ id: 'warm' }), heat }));

function bySchema(raw: unknown) {
  const parsed = dealWireSchema.safeParse(raw);
  const readReview = (item: unknown) => reviewWireSchema.safeParse(item).data;
  return parsed.success ? dealFromWire(parsed.data, 'own', { now: NOW }, readReview) : undefined;
}

const read = (raw: unknown, source: Deal['source'] = 'own') => {
  const result = normalizeDeal(raw, source, { now: NOW });
  if (!result.ok) throw new Error(result.reason);
  return result.deal;
};

describe('a deal’s heat on the wire', () => {
  it('is recognised by hand in our own shape and kept on our own deals', () => {
    expect(canonicalDealWire(wire(HEAT))).toBeDefined();
    expect(read(wire(HEAT)).heat).toEqual(HEAT);
    expect(read(wire(HEAT), 'affiliate').heat).toBeUndefined();
    expect(read(wire(HEAT), 'sample').heat).toBeUndefined();
  });

  it('is read the same by hand and by the schema, whatever it holds; a malformed one is left out, the deal kept', () => {
    const values: unknown[] = [
      HEAT,
      { day: 0, week: 0, month: 0 },
      { day: 1.5, week: 0, month: 0 },
      { day: 1, week: 2 },
      { ...HEAT, hour: 1 },
      { day: '5', week: 12, month: 3 },
      { day: 2_000_000_000, week: 0, month: 0 },
      null,
      [],
      'hot',
    ];
    for (const value of values) {
      const raw = wire(value);
      expect(normalizeDeal(raw, 'own', { now: NOW }), JSON.stringify(value)).toEqual(bySchema(raw));
    }
    expect(read(wire({ day: 1.5, week: 0, month: 0 })).heat).toBeUndefined();
    expect(read(wire({ ...HEAT, hour: 1 })).id).toBe('warm');
  });
});

describe('the Hottest order', () => {
  it('follows the heat of the last 24 hours where it is known, and the temperature where it is not', () => {
    const allTime = makeDeal({
      id: 'all-time',
      temperature: 400,
      heat: { day: 2, week: 30, month: 400, discussed: 0 },
    });
    const rising = makeDeal({
      id: 'rising',
      temperature: 40,
      heat: { day: 40, week: 40, month: 40, discussed: 0 },
    });
    const unranked = makeDeal({ id: 'unranked', temperature: 10 });
    const affiliate = makeDeal({ id: 'affiliate', source: 'affiliate' });
    expect(sortDeals([allTime, unranked, affiliate, rising], 'hottest').map((deal) => deal.id)).toEqual([
      'rising',
      'unranked',
      'all-time',
      'affiliate',
    ]);
  });
});
