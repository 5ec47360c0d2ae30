// GET /api/deals/:id/history: a deal's price history and its last link check (PriceHistoryAnswer in
// src/shared/price-history/price-history.ts), which the deal page charts and keeps for offline use.
// The points are the prices seen over the last PRICE_HISTORY_DAYS days, led by the one in force when they
// begin. Any deal the app can open has an answer: the site's own (live, or ended by members' reports), the
// affiliate provider's, and any id with recorded prices (a deleted deal keeps them); any other id is a 404.
// The answer is no-cache with an ETag, so a client that holds it revalidates for a 304 without the body.
import type { FastifyInstance } from 'fastify';
import { readPriceHistoryAnswer } from '../../catalog/price-history-answer.ts';
import type { ServerContext } from '../../context.ts';
import { findLiveDeal, findReportedExpiredDeal } from '../../db/deals/deal-lookup.ts';
import { isNotModified } from '../../http/conditional.ts';
import { weakEtag } from '../../http/etag.ts';
import { notFound } from '../../http/http-error.ts';
import { parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from './deals-query.ts';

/** Whether the app can open a deal with this id: one of the site's own it shows, or the provider's. */
async function isOpenableDeal(ctx: ServerContext, id: string, now: Date): Promise<boolean> {
  const own = (await findLiveDeal(ctx.db, id, now)) ?? (await findReportedExpiredDeal(ctx.db, id, now));
  if (own) return true;
  return (await ctx.affiliate.list()).some((deal) => deal.id === id);
}

export function registerDealHistoryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/deals/:id/history', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const now = ctx.clock();
    const answer = await readPriceHistoryAnswer(ctx.db, id, now);
    if (answer.points.length === 0 && !(await isOpenableDeal(ctx, id, now))) throw notFound('Deal not found');
    const body = JSON.stringify(answer);
    const etag = weakEtag(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (isNotModified(request, { etag })) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
