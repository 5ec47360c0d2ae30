// Counters in the database: fixed windows, shared by every process on the same database. How a key is
// made is no database's business and runs on PGlite only (itOnce).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { DATABASE_KINDS, itOnce, openTestDatabase } from '../test-support/test-database.ts';
import { createRateLimiter, enforceRateLimit, memberKey, rateKey } from './rate-limiter.ts';

describe.each(DATABASE_KINDS)('the rate limiter on %s', (kind) => {
  let database: DatabaseHandle;
  let now = new Date('2026-03-01T12:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('allows max hits per window, says how long to wait, and opens a new window after it', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const rule = { max: 3, windowSeconds: 60 };
    const key = memberKey('submit', 'member-1');
    for (let hit = 1; hit <= 3; hit++)
      expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, hits: hit });
    now = new Date(now.getTime() + 20_000);
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 40 });
    expect(await limiter.check(key, rule)).toMatchObject({ allowed: false });
    // A second limiter (another process) sees the same counter.
    await expect(enforceRateLimit(createRateLimiter(database.db, clock), key, rule)).rejects.toMatchObject({
      statusCode: 429,
      details: { retryAfterSeconds: 40 },
    });
    now = new Date(now.getTime() + 40_000);
    expect(await limiter.check(key, rule)).toMatchObject({ allowed: true, hits: 0 });
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('counts concurrent hits without losing one', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const key = rateKey('sign-in', 'ip', '192.0.2.1');
    const rule = { max: 100, windowSeconds: 60 };
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, rule)));
    expect((await limiter.check(key, rule)).hits).toBe(20);
  });

  itOnce(kind)('keys accounts by a hash of the address, case-blind', () => {
    const key = rateKey('reset', 'account', 'Ana@Example.com');
    expect(key).toBe(rateKey('reset', 'account', 'ana@example.com'));
    expect(key).not.toContain('ana');
  });
});
