// Comments on a deal page, plain text, with one level of replies.
//   POST   /api/deals/:id/comments   a member comments, or replies to a comment ({ id, body, parentId? });
//                                    the id is made by the app when the member writes, so a comment kept
//                                    offline is the same comment however often it is sent
//   PATCH  /api/comments/:id         its author edits it, within COMMENT_EDIT_MINUTES of posting
//   DELETE /api/comments/:id         its author deletes it (replies keep their place)
//   POST   /api/comments/:id/hide    a moderator or operator hides it (the console's Comments section
//                                    hides and shows comments again: admin-comments-routes.ts)
// Each write keeps the deal's comment count and change number in the same transaction, so delta syncs
// carry the new count.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMENT_EDIT_MINUTES } from '../../../src/shared/community/community.ts';
import { editCommentSchema, newCommentSchema } from '../../../src/shared/community/community-requests.ts';
import { requireModerator, STAFF_ROLES } from '../../auth/staff.ts';
import { setCommentHidden } from '../../community/comment-visibility.ts';
import { findDealState, requirePoster } from '../../community/community-writes.ts';
import { touchDeal } from '../../community/deal-figures.ts';
import type { ServerContext } from '../../context.ts';
import {
  countShownComments,
  editComment,
  findComment,
  insertComment,
  markCommentDeleted,
  toDealComment,
} from '../../db/comment-repository.ts';
import { asDatabase, type Transaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

export const ONE_LEVEL_OF_REPLIES = 'Replies go one level deep: reply to the comment itself.';
export const NOT_YOUR_COMMENT = 'Only its author may change this comment.';
export const EDIT_TOO_LATE = `A comment can be edited for ${COMMENT_EDIT_MINUTES} minutes after posting.`;
export const COMMENT_GONE = 'This comment was deleted or hidden.';
export const COMMENT_ID_TAKEN = 'A comment with this id already exists.';
const COMMENT_NOT_FOUND = 'Comment not found';

const commentParamsSchema = z.strictObject({ id: z.uuid() });

/** Counts the deal's shown comments again and moves its change number. */
async function recount(tx: Transaction, dealId: string): Promise<void> {
  await touchDeal(asDatabase(tx), dealId, { commentCount: await countShownComments(tx, dealId) });
}

export function registerCommentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/deals/:id/comments', async (request, reply) => {
    const { id: dealId } = parseParams(dealIdParamsSchema, request.params);
    const input = parseBody(newCommentSchema, request.body);
    const member = await requirePoster(ctx, request, 'comment');

    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const now = ctx.clock();
      await findDealState(tx, dealId, now);
      if (input.parentId) {
        const parent = await findComment(tx, input.parentId);
        if (!parent || parent.dealId !== dealId) throw notFound('The comment replied to was not found.');
        if (parent.parentId !== null) throw badRequest(ONE_LEVEL_OF_REPLIES);
      }
      const comment = {
        id: input.id,
        dealId,
        userId: member.id,
        parentId: input.parentId ?? null,
        body: input.body,
        createdAt: now,
      };
      if (!(await insertComment(tx, comment))) {
        throw new HttpError(409, COMMENT_ID_TAKEN, { code: 'COMMENT_ID_TAKEN' });
      }
      await recount(tx, dealId);
      return { status: 201, body: toDealComment((await findComment(tx, input.id))!) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  /** The comment the path names, for a member who may post; 404 when there is none. */
  const commentFor = async (request: FastifyRequest, tx: Transaction) => {
    const { id } = parseParams(commentParamsSchema, request.params);
    const comment = await findComment(tx, id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    return comment;
  };

  app.patch('/api/comments/:id', async (request, reply) => {
    parseParams(commentParamsSchema, request.params);
    const { body } = parseBody(editCommentSchema, request.body);
    const member = await requirePoster(ctx, request, 'comment');
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const now = ctx.clock();
      const comment = await commentFor(request, tx);
      if (comment.authorId !== member.id) throw new HttpError(403, NOT_YOUR_COMMENT);
      if (comment.deletedAt || comment.hiddenAt) throw new HttpError(409, COMMENT_GONE);
      if (now.getTime() - comment.createdAt.getTime() > COMMENT_EDIT_MINUTES * 60_000) {
        throw new HttpError(409, EDIT_TOO_LATE, { code: 'EDIT_TOO_LATE' });
      }
      await editComment(tx, comment.id, body, now);
      return { status: 200, body: toDealComment((await findComment(tx, comment.id))!) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.delete('/api/comments/:id', async (request, reply) => {
    parseParams(commentParamsSchema, request.params);
    const member = await requirePoster(ctx, request, 'comment');
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const comment = await commentFor(request, tx);
      if (comment.authorId !== member.id) throw new HttpError(403, NOT_YOUR_COMMENT);
      if (!comment.deletedAt) {
        await markCommentDeleted(tx, comment.id, ctx.clock());
        await recount(tx, comment.dealId);
      }
      return { status: 200, body: toDealComment((await findComment(tx, comment.id))!) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  // Only the staff: refused for the role before the request's input is read (server/auth/staff.ts).
  app.post('/api/comments/:id/hide', { config: { staffRoles: STAFF_ROLES } }, async (request, reply) => {
    await requireModerator(ctx, request);
    parseParams(commentParamsSchema, request.params);
    const member = await requirePoster(ctx, request, 'moderate');
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const comment = await commentFor(request, tx);
      await setCommentHidden(tx, comment, true, member.id, ctx.clock());
      return { status: 200, body: toDealComment((await findComment(tx, comment.id))!) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
