// POST /api/deals/:id/view: one open of a deal's page, counted per deal and UTC day beside its click-outs, so
// the console's Clicks section can show a click-through rate.
//
// The page itself reports the open (one navigator.sendBeacon from the deal screen when it shows a deal, see
// src/features/deal-detail/count-view.ts) because the pages the server draws are not the opens: moving between
// screens inside the app loads no page at all, offline the service worker answers from its cached shell, and
// Speculation Rules prefetch deal pages a shopper may never open (docs/decisions/0036).
// The beacon runs only where the app's script runs, once per opened deal (not per redraw), and only online;
// robots that name themselves are answered but not counted, and each address has a limit stored in the
// database, so one client cannot inflate the figures on any number of server processes.
// The answer is 204 without a body: nothing waits for it. A view is not a member's action, so there is no
// idempotency key: a beacon is sent once and never retried.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { countView } from '../../db/deal-stats-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { isKnownCrawler } from '../../http/known-crawlers.ts';
import { parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, rateKey } from '../../security/rate-limiter.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';
import { findFollowableDeal } from './go-routes.ts';

/** Deal pages one address may have counted in ten minutes: a shopper browsing fast, not a script. */
export const VIEW_RATE = { max: 120, windowSeconds: 10 * 60 };

export function registerDealViewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/deals/:id/view', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    reply.header('cache-control', 'no-store');
    if (isKnownCrawler(request.headers['user-agent'])) return reply.code(204).send();
    await enforceRateLimit(ctx.rateLimiter, rateKey('deal-view', 'ip', request.ip), VIEW_RATE);
    const deal = await findFollowableDeal(ctx, id);
    if (!deal) throw notFound('Deal not found');
    await countView(ctx.db, deal, ctx.clock());
    return reply.code(204).send();
  });
}
