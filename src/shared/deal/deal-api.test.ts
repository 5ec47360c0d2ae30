import { describe, expect, it } from 'vitest';
import { readDealDelta } from './deal-api';

describe('readDealDelta', () => {
  it('reads a delta, ids as text', () => {
    expect(readDealDelta({ deals: [{ id: 'a' }], removed: ['b', 7], syncToken: 't-2' })).toEqual({
      ok: true,
      delta: { deals: [{ id: 'a' }], removed: ['b', '7'], syncToken: 't-2' },
    });
  });

  it.each([
    [null, 'the delta is not an object'],
    [[], 'deals: expected a list'],
    [{ deals: {}, removed: [], syncToken: 't' }, 'deals: expected a list'],
    [{ deals: [], syncToken: 't' }, 'removed: expected a list'],
    [{ deals: [], removed: ['a', null], syncToken: 't' }, 'removed.1: expected an id'],
    [{ deals: [], removed: [] }, 'syncToken: expected a token'],
    [{ deals: [], removed: [], syncToken: '' }, 'syncToken: expected a token'],
  ])('refuses %j, saying what is wrong', (body, reason) => {
    expect(readDealDelta(body)).toEqual({ ok: false, reason });
  });
});
