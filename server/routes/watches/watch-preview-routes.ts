// POST /api/watches/preview { url }: what the site reads from a shop's product page before a member watches
// it (server/watch/product-reader.ts: the link checker's guard, robots.txt obeyed, size and time caps): the
// product, or the plain reason it cannot be read. Members only, paced per member: each preview fetches a
// page from someone else's shop.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';
import { readProductPage } from '../../watch/product-reader.ts';

const previewSchema = z.strictObject({
  url: z.string().trim().min(1, 'Paste a product page’s link.').max(4_000),
});

/** Pages a member may have read in an hour. */
const PREVIEW_RATE = { max: 30, windowSeconds: 3_600 };

export function registerWatchPreviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/watches/preview', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { url } = parseBody(previewSchema, request.body);
    await enforceRateLimit(ctx.rateLimiter, memberKey('watch-preview', member.id), PREVIEW_RATE);
    const page = await readProductPage(url, ctx.productReader);
    if (!page.ok)
      throw new HttpError(422, page.reason, { code: 'UNREADABLE_PAGE', fields: { url: page.reason } });
    return reply.header('cache-control', 'no-store').send(page);
  });
}
