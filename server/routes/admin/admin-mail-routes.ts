// The outgoing mail, for operators: what the site sent or stored, and why a mail did not go.
//   GET /api/admin/mail?page=   a page of mails, newest first: recipient, subject, created, sent or the error
//   GET /api/admin/mail/:id     one mail with its plain-text body (one-time links hidden; never its HTML)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_MAIL_API, mailIdSchema, mailListQuerySchema } from '../../../src/shared/console/admin-mail.ts';
import { MAIL_SERVER_TEXTS } from '../../../src/shared/console/admin-mail-texts.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import { findOutgoingMail, listOutgoingMail } from '../../db/outgoing-mail-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { parseParams, parseQuery } from '../../http/parse-input.ts';

const paramsSchema = z.strictObject({ id: mailIdSchema });

export function registerAdminMailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(ADMIN_MAIL_API.list, async (request, reply) => {
    await requireOperator(ctx, request);
    const { page } = parseQuery(mailListQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await listOutgoingMail(ctx.db, page));
  });

  app.get(`${ADMIN_MAIL_API.list}/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    const mail = await findOutgoingMail(ctx.db, id);
    if (!mail) throw notFound(MAIL_SERVER_TEXTS.notFound);
    return reply.header('cache-control', 'no-store').send(mail);
  });
}
