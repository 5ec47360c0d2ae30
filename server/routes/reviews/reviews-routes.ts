// Members' reviews, seen by everyone (the Reviews tab keeps its form and list; a visitor's review stays on
// their device as before).
//   POST /api/deals/:id/reviews     a member reviews a deal ({ id, rating, text }); one review per member
//                                   and deal; the id is made by the app when the member writes
//   POST /api/reviews/:id/helpful   a member marks a review helpful: counted once per member
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberReviewSchema } from '../../../src/shared/community/community-requests.ts';
import { findDealState, requirePoster } from '../../community/community-writes.ts';
import { listReviews } from '../../community/discussion.ts';
import type { ServerContext } from '../../context.ts';
import { dealReviews, reviewHelpfulMarks } from '../../db/schema.ts';
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
      const [earlier] = await tx
        .select({ n: count() })
        .from(dealReviews)
        .where(and(eq(dealReviews.dealId, dealId), eq(dealReviews.userId, member.id)));
      if ((earlier?.n ?? 0) > 0) throw new HttpError(409, ALREADY_REVIEWED, { code: 'ALREADY_REVIEWED' });
      const inserted = await tx
        .insert(dealReviews)
        .values({
          id: input.id,
          dealId,
          userId: member.id,
          rating: input.rating,
          body: input.text,
          createdAt: ctx.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: dealReviews.id });
      if (inserted.length === 0) throw new HttpError(409, 'A review with this id already exists.');
      const review = (await listReviews(tx, dealId, member.id)).find((item) => item.id === input.id);
      return { status: 201, body: review };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post('/api/reviews/:id/helpful', async (request, reply) => {
    const { id } = parseParams(reviewParamsSchema, request.params);
    const member = await requirePoster(ctx, request, 'review');
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const [review] = await tx
        .select({ dealId: dealReviews.dealId, authorId: dealReviews.userId })
        .from(dealReviews)
        .where(eq(dealReviews.id, id));
      if (!review) throw notFound('Review not found');
      if (review.authorId === member.id) throw new HttpError(409, OWN_REVIEW);
      // A second mark by the same member changes nothing: Helpful counts once per member.
      await tx.insert(reviewHelpfulMarks).values({ reviewId: id, userId: member.id }).onConflictDoNothing();
      const shown = (await listReviews(tx, review.dealId, member.id)).find((item) => item.id === id);
      return { status: 200, body: shown };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
