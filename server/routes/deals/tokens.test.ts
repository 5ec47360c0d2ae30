import { describe, expect, it } from 'vitest';
import { encodeToken } from './opaque-token.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { checkSyncToken, encodeSyncToken } from './sync-token.ts';

describe('page cursors', () => {
  it('round-trip a position', () => {
    const position = { sort: 'newest' as const, key: '2026-02-01T00:00:00.000Z', id: 'a' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(decodeCursor(encodeCursor({ sort: 'priceAsc', key: 19.99, id: 'b' }))).toEqual({
      sort: 'priceAsc',
      key: 19.99,
      id: 'b',
    });
  });

  it.each([
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['extra fields', encodeToken({ s: 'newest', k: '2026-02-01T00:00:00Z', i: 'a', x: 1 })],
    ['a date key for a price sort', encodeToken({ s: 'priceAsc', k: '2026-02-01T00:00:00Z', i: 'a' })],
    ['a number key for newest', encodeToken({ s: 'newest', k: 5, i: 'a' })],
    ['an unknown sort', encodeToken({ s: 'random', k: 5, i: 'a' })],
    ['a date key before 1970', encodeToken({ s: 'newest', k: '0000-01-01T00:00:00Z', i: 'x' })],
    ['a price key no deal can have', encodeToken({ s: 'priceAsc', k: 1e300, i: 'x' })],
    ['a NUL character in the id', encodeToken({ s: 'newest', k: '2026-02-01T00:00:00Z', i: 'a\u0000' })],
  ])('are refused when %s', (_case, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});

describe('sync tokens', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const context = { instance: 'db-1', latestChange: 10, now, maxAgeMs: 86_400_000 };

  it('accept a token of this database', () => {
    const token = encodeSyncToken({ instance: 'db-1', change: 7, time: new Date('2026-02-28T12:00:00Z') });
    expect(checkSyncToken(token, context)).toEqual({
      ok: true,
      point: { instance: 'db-1', change: 7, time: new Date('2026-02-28T12:00:00Z') },
    });
  });

  it('refuse tokens from the future, another database or beyond the kept history', () => {
    const ahead = encodeSyncToken({ instance: 'db-1', change: 11, time: now });
    expect(checkSyncToken(ahead, context)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/another database/),
    });
    const other = encodeSyncToken({ instance: 'db-2', change: 1, time: now });
    expect(checkSyncToken(other, context)).toMatchObject({ ok: false });
    const old = encodeSyncToken({ instance: 'db-1', change: 1, time: new Date('2026-02-27T00:00:00Z') });
    expect(checkSyncToken(old, context)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/too old/),
    });
    expect(checkSyncToken('', context)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/malformed/),
    });
  });
});
