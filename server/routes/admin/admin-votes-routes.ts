// The console's Votes section, for moderators and operators:
//   GET /api/admin/votes   clusters of accounts that voted the same deals together (server/db/vote-ring-repository.ts)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VOTES_API, type VoteClusters } from '../../../src/shared/console/admin-votes.ts';
import { requireModerator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import { findVoteClusters } from '../../db/vote-ring-repository.ts';
import { parseQuery } from '../../http/parse-input.ts';

export function registerAdminVotesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(VOTES_API, async (request, reply) => {
    parseQuery(z.strictObject({}), request.query);
    await requireModerator(ctx, request);
    const answer: VoteClusters = { clusters: await findVoteClusters(ctx.db, ctx.clock()) };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
