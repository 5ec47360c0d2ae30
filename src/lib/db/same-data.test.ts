import { describe, expect, it } from 'vitest';
import { isSameData } from './same-data';

describe('isSameData', () => {
  it('compares plain data by value, whatever the order of its fields', () => {
    const deal = { id: 'a', price: 5, tags: ['x', 'y'], truth: { since: 't', low: null } };
    expect(isSameData(deal, { truth: { low: null, since: 't' }, tags: ['x', 'y'], price: 5, id: 'a' })).toBe(
      true,
    );
    expect(isSameData([deal], [structuredClone(deal)])).toBe(true);
    expect(isSameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells any difference: a value, a missing or extra field, a list’s length or order, a type', () => {
    const deal = { id: 'a', price: 5, tags: ['x', 'y'] };
    expect(isSameData(deal, { ...deal, price: 6 })).toBe(false);
    expect(isSameData(deal, { id: 'a', price: 5 })).toBe(false);
    expect(isSameData(deal, { ...deal, extra: undefined })).toBe(false);
    expect(isSameData(deal, { ...deal, tags: ['y', 'x'] })).toBe(false);
    expect(isSameData(deal, { ...deal, tags: ['x'] })).toBe(false);
    expect(isSameData({ n: 1 }, { n: '1' })).toBe(false);
    expect(isSameData([], {})).toBe(false);
    expect(isSameData(null, {})).toBe(false);
  });

  it('compares other objects (dates, maps) only by identity', () => {
    expect(isSameData(new Date(0), new Date(0))).toBe(false);
    const date = new Date(0);
    expect(isSameData({ at: date }, { at: date })).toBe(true);
  });
});
