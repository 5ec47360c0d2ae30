// The operator's inbox: the contact form's messages (POST /api/messages keeps them).
//   GET  /api/admin/messages?status=&q=&page=   a page of messages, newest first: waiting (default),
//                                                handled or all, searched by name, address, subject or text
//   GET  /api/admin/messages/:id                 one message with the answers sent to it
//   POST /api/admin/messages/:id/handled         { handled: true | false }: mark it handled, or waiting again
//   POST /api/admin/messages/:id/reply           { subject, body }: answer the sender by e-mail; marks it handled
// Operators only. An answer is stored in outgoing_mail in the same transaction as its audit entry (which
// names the mail) and the message's new state, and goes to the mail server only once that has committed:
// a request replayed with the same Idempotency-Key gets the stored answer and sends nothing again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_MESSAGES_API,
  MESSAGE_AUDIT,
  markRequestSchema,
  messageListQuerySchema,
  replyRequestSchema,
} from '../../../src/shared/console/admin-messages.ts';
import { MESSAGE_SERVER_TEXTS } from '../../../src/shared/console/admin-messages-texts.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import {
  findContactMessage,
  listContactMessages,
  messageReplies,
  messageSummary,
  setMessageHandled,
} from '../../db/contact-message-repository.ts';
import type { Transaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams, parseQuery } from '../../http/parse-input.ts';
import { messageReplyMail } from '../../mail/mail-templates.ts';
import type { StoredMail } from '../../mail/mailer.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

/** Marks per operator and hour: a whole inbox, not a runaway script. */
export const MARK_RATE = { max: 600, windowSeconds: 3600 };
/** Answers per operator and hour: each is a mail to someone outside, so fewer. */
export const REPLY_RATE = { max: 60, windowSeconds: 3600 };

const paramsSchema = z.strictObject({ id: z.string().min(1).max(200) });

/** The message, locked for the change; 404 when there is none. */
async function messageToChange(tx: Transaction, id: string) {
  const row = await findContactMessage(tx, id, { forUpdate: true });
  if (!row) throw notFound(MESSAGE_SERVER_TEXTS.notFound);
  return row;
}

export function registerAdminMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(ADMIN_MESSAGES_API.list, async (request, reply) => {
    await requireOperator(ctx, request);
    const query = parseQuery(messageListQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await listContactMessages(ctx.db, query));
  });

  app.get(`${ADMIN_MESSAGES_API.list}/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    const row = await findContactMessage(ctx.db, id);
    if (!row) throw notFound(MESSAGE_SERVER_TEXTS.notFound);
    return reply.header('cache-control', 'no-store').send({
      ...messageSummary(row),
      message: row.message,
      replies: await messageReplies(ctx.db, id),
    });
  });

  app.post(`${ADMIN_MESSAGES_API.list}/:id/handled`, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    const { handled } = parseBody(markRequestSchema, request.body);
    await limitUnlessReplay(ctx.db, request, operator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('admin-message-mark', operator.id), MARK_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, operator.id, async (tx) => {
      const before = await messageToChange(tx, id);
      // Marking handled again keeps the first time it was handled.
      const after = await setMessageHandled(tx, id, handled ? (before.handledAt ?? now) : null);
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: handled ? MESSAGE_AUDIT.handled : MESSAGE_AUDIT.waiting,
          subjectType: MESSAGE_AUDIT.subjectType,
          subjectId: id,
          before: { handledAt: before.handledAt },
          after: { handledAt: after.handledAt },
        },
        now,
      );
      return { status: 200, body: messageSummary(after) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post(`${ADMIN_MESSAGES_API.list}/:id/reply`, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    const { subject, body } = parseBody(replyRequestSchema, request.body);
    await limitUnlessReplay(ctx.db, request, operator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('admin-message-reply', operator.id), REPLY_RATE),
    );
    const now = ctx.clock();
    let mail: StoredMail | undefined;
    const answer = await writeOnce(ctx.db, request, operator.id, async (tx) => {
      const before = await messageToChange(tx, id);
      mail = await ctx.mailer.store(tx, {
        to: before.email,
        ...messageReplyMail(
          { subject, body },
          { name: before.name, message: before.message, sentAt: before.createdAt },
        ),
      });
      const after = await setMessageHandled(tx, id, before.handledAt ?? now);
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: MESSAGE_AUDIT.reply,
          subjectType: MESSAGE_AUDIT.subjectType,
          subjectId: id,
          before: { handledAt: before.handledAt },
          after: { mailId: mail.id, to: before.email, subject, handledAt: after.handledAt },
        },
        now,
      );
      return { status: 201, body: { mailId: mail.id, handledAt: after.handledAt!.toISOString() } };
    });
    // Committed: now the mail may go (a replay stored nothing, so there is nothing to send).
    mail?.deliver();
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
