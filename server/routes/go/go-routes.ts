// GET /go/:id: counts the click-out, then sends the shopper to the deal's affiliate link.
import type { FastifyInstance } from 'fastify';
import { parseWebLink } from '../../../src/shared/text-rules.ts';
import type { ServerContext } from '../../context.ts';
import { countClick, findDeal } from '../../db/deal-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

/**
 * Only web links leave the site: anything else (javascript:, data:, ...) and links carrying a user name or
 * password (stored before they were refused at import) are never a redirect target.
 */
export const safeRedirectTarget = (url: string): string | undefined => parseWebLink(url)?.href;

export function registerGoRoutes(app: FastifyInstance, ctx: ServerContext, rateLimitMax: number): void {
  app.get(
    '/go/:id',
    { config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { id } = parseInput(dealIdParamsSchema, request.params, 'path');
      // Own deals first, then the provider's (cached) list, as the app merges them.
      const own = await findDeal(ctx.db, id);
      const deal = own?.deal ?? (await ctx.affiliate.list()).find((candidate) => candidate.id === id);
      if (!deal) throw notFound('Deal not found');
      const target = safeRedirectTarget(deal.affiliateUrl);
      if (!target) throw notFound('This deal has no link to follow.');
      await countClick(ctx.db, deal.id, own ? 'own' : 'affiliate');
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .redirect(target, 302);
    },
  );
}
