// POST /api/stores/:slug/coupons: a verified member sends a store a code. Validate, look up (the store,
// or the one it was merged into), check (the member's daily limit, a live or waiting twin of the code),
// act: the code is stored waiting (status pending, source member) in the moderators' queue beside the
// submitted deals, and goes live only when a moderator approves it. Sent with an Idempotency-Key, a
// code sent again after a lost answer is one code.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { couponInputSchema } from '../../../src/shared/store/coupon-input.ts';
import { COUPON_SUBMISSION_MESSAGES } from '../../../src/shared/store/coupon-submission-texts.ts';
import { requireMember, requireVerifiedEmail } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { insertCoupon } from '../../db/coupon-repository.ts';
import { findStore } from '../../db/store-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

/** Codes per member and day: as many as deals (submissions-routes.ts), a keen member's, not a spammer's. */
export const COUPON_SUBMIT_RATE = { max: 10, windowSeconds: 24 * 60 * 60 };

const paramsSchema = z.object({ slug: z.string().min(1).max(120) });

/** The code's form refused: the fields at fault named, each one's problem beside it. */
const COUPON_FORM = {
  message: (fields: Record<string, string>) =>
    `Please check these fields: ${Object.keys(fields).join(', ')}.`,
};

export function registerStoreCouponRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/stores/:slug/coupons', async (request, reply) => {
    const member = await requireMember(ctx, request);
    requireVerifiedEmail(member);
    const { slug } = parseParams(paramsSchema, request.params);
    const input = parseBody(couponInputSchema, request.body, COUPON_FORM);
    const found = await findStore(ctx.db, slug);
    if (!found) throw notFound(COUPON_SUBMISSION_MESSAGES.unknownStore);
    // A merged store's old address still takes codes: they belong to the store it became.
    const storeSlug = found.mergedInto ?? found.slug;
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('submit-coupon', member.id), COUPON_SUBMIT_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const id = randomUUID();
      const added = await insertCoupon(tx, {
        id,
        storeSlug,
        code: input.code,
        title: input.title,
        terms: input.terms,
        url: input.url,
        startsAt: input.startsAt ? new Date(input.startsAt) : now,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        source: 'member',
        status: 'pending',
        submittedBy: member.id,
      });
      if (added === 'duplicate') {
        return {
          status: 409,
          body: errorBody(409, COUPON_SUBMISSION_MESSAGES.duplicate, { code: 'DUPLICATE_CODE' }),
        };
      }
      return { status: 201, body: { id, status: 'pending' } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
