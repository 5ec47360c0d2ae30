// GET /api/affiliate-deals: the provider's deals, normalised and validated; an empty list when the
// provider is not configured or fails (the app then shows its own deals only).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { parseQuery } from '../../http/parse-input.ts';

const noParameters = z.strictObject({});

export function registerAffiliateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/affiliate-deals', async (request, reply) => {
    parseQuery(noParameters, request.query);
    return reply.type('application/json; charset=utf-8').send(await ctx.affiliate.list());
  });
}
