// POST /api/messages: the contact form's message, kept for the operator when the site sends its own mail
// (no e-mail service configured). The outbox may send the same message again after a lost answer; its
// Idempotency-Key makes that one message, answered from storage without counting against the limit.
// The limit per client address is counted in the database (ARCHITECTURE.md §7), so it holds across every
// server process and restart.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '../../../src/shared/site/contact-message.ts';
import type { ServerContext } from '../../context.ts';
import { insertContactMessage } from '../../db/contact-message-repository.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, problemsByPath } from '../../http/parse-input.ts';
import { enforceRateLimit, type RateRule, rateKey } from '../../security/rate-limiter.ts';

/** Messages per minute from one address: plenty for a person, little for a script. */
export const MESSAGE_RATE: RateRule = { max: 5, windowSeconds: 60 };

/** Idempotency keys of messages are not tied to an account. */
const SCOPE = 'visitor';

export function registerMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/messages', async (request, reply) => {
    // Each wrong field with why, as the other forms answer; the message names them all.
    const message = parseBody(contactMessageSchema, request.body, {
      fieldsOf: (error) => problemsByPath(error, 'message'),
      message: (fields) => `Please check these fields: ${Object.keys(fields).join(', ')}.`,
    });
    await limitUnlessReplay(ctx.db, request, SCOPE, () =>
      enforceRateLimit(ctx.rateLimiter, rateKey('contact-message', 'ip', request.ip), MESSAGE_RATE),
    );
    const answer = await writeOnce(ctx.db, request, SCOPE, async (tx) => {
      const id = randomUUID();
      await insertContactMessage(tx, { id, ...message, createdAt: ctx.clock() });
      return { status: 201, body: { id } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
