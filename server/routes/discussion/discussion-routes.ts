// GET /api/deals/:id/discussion: what a deal page shows below the deal, for everyone (comments, members'
// reviews) and for the signed-in reader (their vote and reports). The sync's worker stores it on the device
// when the page opens, so it reads offline. An ended deal keeps its discussion readable.
import type { FastifyInstance } from 'fastify';
import { findMember } from '../../auth/members.ts';
import { findDealState } from '../../community/community-writes.ts';
import { readDiscussionAnswer } from '../../community/discussion.ts';
import { hideNewMsOf } from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { findReportedExpiredDeal } from '../../db/deals/deal-lookup.ts';
import { parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

export function registerDiscussionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/deals/:id/discussion', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const now = ctx.clock();
    const deal = await findDealState(ctx.db, id, now);
    const reader = await findMember(ctx, request);
    const endedDeal = deal.reportedExpiredAt
      ? await findReportedExpiredDeal(ctx.db, id, now, { hideNewMs: hideNewMsOf(ctx.env) })
      : undefined;
    const answer = await readDiscussionAnswer(ctx.db, id, reader, endedDeal);
    // Drawn for its reader (their vote): never kept by a shared cache.
    return reply.header('cache-control', 'private, no-store').send(answer);
  });
}
