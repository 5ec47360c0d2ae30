import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { containsPattern, escapeLike, rowsOf } from './sql.ts';

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character, and nothing else', () => {
    expect(escapeLike('50%_off')).toBe('50\\%\\_off');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike("plain text, 'quoted' & [bracketed]")).toBe("plain text, 'quoted' & [bracketed]");
  });

  it('makes a pattern that finds the text anywhere', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});

describe('rowsOf', () => {
  it('reads a result with rows and a bare array alike', () => {
    expect(rowsOf<{ n: number }>({ rows: [{ n: 1 }] })).toEqual([{ n: 1 }]);
    expect(rowsOf<{ n: number }>([{ n: 2 }])).toEqual([{ n: 2 }]);
  });
});

describe.each(DATABASE_KINDS)('a contains pattern on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** Whether `text` matches the pattern made from `search`, as the database reads it. */
  const matches = async (text: string, search: string) => {
    const result = await database.db.execute(sql`select ${text} ilike ${containsPattern(search)} as hit`);
    return rowsOf<{ hit: boolean }>(result)[0]!.hit;
  };

  it('finds the text itself, in any case', async () => {
    expect(await matches('Save 50%_off today', '50%_OFF')).toBe(true);
    expect(await matches('a\\b', 'a\\b')).toBe(true);
  });

  it('takes % _ and \\ literally, never as wildcards', async () => {
    expect(await matches('Save 50 and more off', '50%')).toBe(false);
    expect(await matches('axb', 'a_b')).toBe(false);
    expect(await matches('ab', 'a\\b')).toBe(false);
    expect(await matches('a\\xb', 'a\\_b')).toBe(false);
  });
});
