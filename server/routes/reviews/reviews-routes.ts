// Members' reviews, seen by everyone (the Reviews tab keeps its form and list; a visitor's review stays on
// their device as before).
//   POST /api/deals/:id/reviews     a member reviews a deal ({ id, rating, text }); one review per member
//                                   and deal; the id is made by the app when the member writes
//   POST /api/reviews/:id/helpful   a member marks a review helpful: counted once per member
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberReviewSchema } from '../../../src/shared/community/community-requests.ts';
import { findDealState, requirePoster } from '../../community/community-writes.ts';
import type { ServerContext } from '../../context.ts';
import {
  findReview,
  hasReviewed,
  insertReview,
  listReviews,
  markReviewHelpful,
} from '../../db/review-repository.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

export const ALREADY_REVIEWED = 'You have already reviewed this deal.';
export const OWN_REVIEW = 'Your own review cannot be marked helpful.';

const reviewParamsSchema = z.strictObject({ id: z.uuid() });

export function registerReviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/deals/:id/reviews', async (request, reply) => {
    const { id: dealId } = parseParams(dealIdParamsSchema, request.params);
    const input = parseBody(memberReviewSchema, request.body);
    const member = await requirePoster(ctx, request, 'review');

    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      await findDealState(tx, dealId, ctx.clock());
      if (await hasReviewed(tx, dealId, member.id)) {
        throw new HttpError(409, ALREADY_REVIEWED, { code: 'ALREADY_REVIEWED' });
      }
      const review = {
        id: input.id,
        dealId,
        userId: member.id,
        rating: input.rating,
        body: input.text,
        createdAt: ctx.clock(),
      };
      if (!(await insertReview(tx, review)))
        throw new HttpError(409, 'A review with this id already exists.');
      const shown = (await listReviews(tx, dealId, member.id)).find((item) => item.id === input.id);
      return { status: 201, body: shown };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post('/api/reviews/:id/helpful', async (request, reply) => {
    const { id } = parseParams(reviewParamsSchema, request.params);
    const member = await requirePoster(ctx, request, 'review');
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const review = await findReview(tx, id);
      if (!review) throw notFound('Review not found');
      if (review.authorId === member.id) throw new HttpError(409, OWN_REVIEW);
      // A second mark by the same member changes nothing: Helpful counts once per member.
      await markReviewHelpful(tx, id, member.id);
      const shown = (await listReviews(tx, review.dealId, member.id)).find((item) => item.id === id);
      return { status: 200, body: shown };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
