// What every community write checks before it acts, in the order a route reads "validate, look up, check,
// act": the body against its shared schema (parseBody, server/http/parse-input.ts), a signed-in member with
// a confirmed address, the member's rate limit for the action (counted in the database, so it holds across
// processes), and the deal.
import type { FastifyRequest } from 'fastify';
import { type Member, requireMember, requireVerifiedEmail } from '../auth/members.ts';
import type { ServerContext } from '../context.ts';
import { findDealDates } from '../db/deals/deal-lookup.ts';
import type { Queryable } from '../db/transaction.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { limitUnlessReplay } from '../http/idempotency.ts';
import { enforceRateLimit, memberKey, type RateRule } from '../security/rate-limiter.ts';

/** Writes per member and hour, per action: far above what a person does, low enough to stop a script. */
export const COMMUNITY_RATES = {
  vote: { max: 120, windowSeconds: 3600 },
  comment: { max: 30, windowSeconds: 3600 },
  review: { max: 20, windowSeconds: 3600 },
  report: { max: 20, windowSeconds: 3600 },
  moderate: { max: 600, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

export type CommunityAction = keyof typeof COMMUNITY_RATES;

export const DEAL_NOT_FOUND = 'Deal not found';
export const DEAL_ENDED = 'This deal has ended: it no longer takes votes, comments or reviews.';

/**
 * The member who may post: signed in, address confirmed, within the action's rate limit (which a replay of a
 * write already answered does not count against).
 */
export async function requirePoster(
  ctx: ServerContext,
  request: FastifyRequest,
  action: CommunityAction,
): Promise<Member> {
  const member = await requireMember(ctx, request);
  requireVerifiedEmail(member);
  await limitUnlessReplay(ctx.db, request, member.id, () =>
    enforceRateLimit(ctx.rateLimiter, memberKey(action, member.id), COMMUNITY_RATES[action]),
  );
  return member;
}

export interface DealState {
  id: string;
  createdAt: Date;
  live: boolean;
  reportedExpiredAt: Date | null;
}

/** The deal by id whether or not it has ended; 404 when there is none. */
export async function findDealState(db: Queryable, id: string, now: Date): Promise<DealState> {
  const row = await findDealDates(db, id);
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return {
    id: row.id,
    createdAt: row.createdAt,
    live: row.expiryDate === null || row.expiryDate > now,
    reportedExpiredAt: row.reportedExpiredAt,
  };
}

/** A running deal, or 409 for one that has ended. */
export async function findRunningDeal(db: Queryable, id: string, now: Date): Promise<DealState> {
  const deal = await findDealState(db, id, now);
  if (!deal.live) throw new HttpError(409, DEAL_ENDED, { code: 'DEAL_ENDED' });
  return deal;
}
