// GET /go/:id: counts the click-out (per deal and UTC day, for the console's Clicks section), then sends the
// shopper to the deal's affiliate link. Robots that name themselves are redirected but not counted.
import type { FastifyInstance } from 'fastify';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { parseWebLink } from '../../../src/shared/site/text-rules.ts';
import type { ServerContext } from '../../context.ts';
import { countClick } from '../../db/deal-stats-repository.ts';
import { findDeal } from '../../db/deals/deal-lookup.ts';
import { notFound } from '../../http/http-error.ts';
import { isKnownCrawler } from '../../http/known-crawlers.ts';
import { parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

/**
 * Only web links leave the site: anything else (javascript:, data:, ...) and links carrying a user name or
 * password (stored before they were refused at import) are never a redirect target.
 */
export const safeRedirectTarget = (url: string): string | undefined => parseWebLink(url)?.href;

/** A deal shoppers can open and follow: own deals first, then the provider's (cached) list, as the app merges them. */
export async function findFollowableDeal(ctx: ServerContext, id: string): Promise<Deal | undefined> {
  const own = await findDeal(ctx.db, id);
  return own?.deal ?? (await ctx.affiliate.list()).find((candidate) => candidate.id === id);
}

export function registerGoRoutes(app: FastifyInstance, ctx: ServerContext, rateLimitMax: number): void {
  app.get(
    '/go/:id',
    { config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { id } = parseParams(dealIdParamsSchema, request.params);
      const deal = await findFollowableDeal(ctx, id);
      if (!deal) throw notFound('Deal not found');
      const target = safeRedirectTarget(deal.affiliateUrl);
      if (!target) throw notFound('This deal has no link to follow.');
      if (!isKnownCrawler(request.headers['user-agent'])) await countClick(ctx.db, deal, ctx.clock());
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .redirect(target, 302);
    },
  );
}
