// The console's Comments section, for moderators and operators:
//   GET  /api/admin/comments?status=&q=&page=   a page of comments, newest first: all (default), shown or
//                                                hidden, searched by text, author or deal title
//   POST /api/admin/comments/:id/hide            shoppers no longer read it (the deal page keeps its place)
//   POST /api/admin/comments/:id/unhide          shoppers read it again
// Each change is made with its audit entry and the deal's new comment count in one transaction; a request
// replayed with the same Idempotency-Key gets the stored answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_COMMENTS_API, commentListQuerySchema } from '../../../src/shared/console/admin-comments.ts';
import { COMMENT_SERVER_TEXTS } from '../../../src/shared/console/admin-comments-texts.ts';
import { requireModerator } from '../../auth/staff.ts';
import { setCommentHidden } from '../../community/comment-visibility.ts';
import { COMMUNITY_RATES } from '../../community/community-writes.ts';
import type { ServerContext } from '../../context.ts';
import { findComment, listStaffComments } from '../../db/comment-repository.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseParams, parseQuery } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

const paramsSchema = z.strictObject({ id: z.uuid('must be a comment id') });

export function registerAdminCommentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(ADMIN_COMMENTS_API.list, async (request, reply) => {
    await requireModerator(ctx, request);
    const query = parseQuery(commentListQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await listStaffComments(ctx.db, query));
  });

  const changeVisibility = (hidden: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const moderator = await requireModerator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    await limitUnlessReplay(ctx.db, request, moderator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('moderate', moderator.id), COMMUNITY_RATES.moderate),
    );
    const answer = await writeOnce(ctx.db, request, moderator.id, async (tx) => {
      const comment = await findComment(tx, id);
      if (!comment) throw notFound(COMMENT_SERVER_TEXTS.notFound);
      if (comment.deletedAt) throw new HttpError(409, COMMENT_SERVER_TEXTS.deleted);
      await setCommentHidden(tx, comment, hidden, moderator.id, ctx.clock());
      const after = (await findComment(tx, id))!;
      return { status: 200, body: { id, hiddenAt: after.hiddenAt?.toISOString() ?? null } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  };

  app.post(`${ADMIN_COMMENTS_API.list}/:id/hide`, changeVisibility(true));
  app.post(`${ADMIN_COMMENTS_API.list}/:id/unhide`, changeVisibility(false));
}
