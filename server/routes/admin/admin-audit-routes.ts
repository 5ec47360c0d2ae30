// The audit log, for operators: every decision of the staff, who made it and what it changed.
//   GET /api/admin/audit?action=&subject=&subjectId=&page=   a page of entries, newest first, with every
//                                                            action and subject type for the filters
// Read only: entries are written by each action's own transaction (server/audit/audit-log.ts).
import type { FastifyInstance } from 'fastify';
import { ADMIN_AUDIT_API, auditListQuerySchema } from '../../../src/shared/console/admin-audit.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import { auditFacets, listAuditEntries } from '../../db/audit-log-repository.ts';
import { parseQuery } from '../../http/parse-input.ts';

export function registerAdminAuditRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(ADMIN_AUDIT_API.list, async (request, reply) => {
    await requireOperator(ctx, request);
    const query = parseQuery(auditListQuerySchema, request.query);
    const [entries, facets] = await Promise.all([listAuditEntries(ctx.db, query), auditFacets(ctx.db)]);
    return reply.header('cache-control', 'no-store').send({ ...entries, ...facets });
  });
}
