// Request limits whose counters live in the database (table rate_limits), so a limit holds across every
// server process and restart. Each key counts hits in a fixed window: the first hit opens the window,
// and once it has passed the next hit opens a new one. One upsert per hit, so concurrent requests never
// lose a count.
//
// Keys name an action and who acts: rateKey('sign-in', 'ip', address), memberKey('submit-deal', id).
// A key that would hold personal data (an e-mail address) holds its hash instead.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

export interface RateRule {
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (at least 1); what Retry-After says when not allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on the key and decides whether it is within the rule. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** Decides without counting (for limits that only count failures). */
  check(key: string, rule: RateRule): Promise<RateDecision>;
  /** Forgets the key's hits (e.g. after a successful sign-in). */
  clear(key: string): Promise<void>;
}

export const rateKey = (action: string, kind: 'ip' | 'account' | 'member', who: string): string =>
  `${action}:${kind}:${kind === 'account' ? createHash('sha256').update(who.toLowerCase()).digest('hex') : who}`;

export const memberKey = (action: string, memberId: string): string => rateKey(action, 'member', memberId);

/** The answer for a refused request: 429 with Retry-After (the error handler sends both). */
export const tooManyRequests = (retryAfterSeconds: number): HttpError =>
  new HttpError(
    429,
    `Too many attempts. Please wait ${retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`} and try again.`,
    { code: 'TOO_MANY_REQUESTS', retryAfterSeconds },
  );

export function createRateLimiter(db: Database, clock: () => Date = () => new Date()): RateLimiter {
  const decide = (
    row: { hits: number; windowStartedAt: Date } | undefined,
    rule: RateRule,
    now: Date,
  ): RateDecision => {
    const windowEnd = row ? row.windowStartedAt.getTime() + rule.windowSeconds * 1000 : 0;
    const open = row !== undefined && windowEnd > now.getTime();
    const hits = open ? row.hits : 0;
    return {
      allowed: hits <= rule.max,
      hits,
      retryAfterSeconds: open
        ? Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000))
        : rule.windowSeconds,
    };
  };

  return {
    async hit(key, rule) {
      const now = clock();
      const windowOver = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - rule.windowSeconds * 1000)}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
      return decide(row, rule, now);
    },
    async check(key, rule) {
      const [row] = await db
        .select({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      // check() asks whether one more attempt may go ahead.
      const decision = decide(row, rule, clock());
      return { ...decision, allowed: decision.hits < rule.max };
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Counts the hit and throws 429 when over the rule: the one-line guard for a write route. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const decision = await limiter.hit(key, rule);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}
