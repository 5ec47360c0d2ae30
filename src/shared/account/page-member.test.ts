import { describe, expect, it } from 'vitest';
import { toMemberHint } from './page-member';

describe('toMemberHint', () => {
  it('keeps only the id and the name', () => {
    expect(toMemberHint({ id: 'm1', name: 'Ada', email: 'ada@example.com', role: 'operator' })).toEqual({
      id: 'm1',
      name: 'Ada',
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'Ada'],
    ['a list', ['m1', 'Ada']],
    ['no name', { id: 'm1' }],
    ['a number for an id', { id: 1, name: 'Ada' }],
    ['a name that is not text', { id: 'm1', name: { first: 'Ada' } }],
  ])('refuses %s', (_what, value) => {
    expect(toMemberHint(value)).toBeNull();
  });
});
