// POST /api/messages: the contact form's message, kept for the operator when the site sends its own mail
// (no e-mail service configured). The outbox may send the same message again after a lost answer; its
// Idempotency-Key makes that one message.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '../../../src/shared/contact-message.ts';
import type { ServerContext } from '../../context.ts';
import { contactMessages } from '../../db/schema.ts';
import { badRequest } from '../../http/http-error.ts';
import { sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';

/** Messages per minute from one address: plenty for a person, little for a script. */
const MESSAGES_PER_MINUTE = 5;

export function registerMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    '/api/messages',
    { config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = contactMessageSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'message'))];
        throw badRequest(`Please check these fields: ${fields.join(', ')}.`);
      }
      const answer = await writeOnce(ctx.db, request, 'visitor', async (tx) => {
        const id = randomUUID();
        await tx.insert(contactMessages).values({ id, ...parsed.data, createdAt: ctx.clock() });
        return { status: 201, body: { id } };
      });
      return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
    },
  );
}
