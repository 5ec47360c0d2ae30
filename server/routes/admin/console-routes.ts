// GET /api/admin/sections: which console sections the caller's role opens (the console's navigation).
// Each section's own routes check the role again; this only saves staff from links they cannot follow.
import type { FastifyInstance } from 'fastify';
import { ADMIN_API, sectionKeysFor } from '../../../src/shared/console/admin-sections.ts';
import { requireModerator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';

export function registerConsoleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${ADMIN_API}/sections`, async (request, reply) => {
    const member = await requireModerator(ctx, request);
    return reply.header('cache-control', 'no-store').send({ sections: sectionKeysFor(member.role) });
  });
}
