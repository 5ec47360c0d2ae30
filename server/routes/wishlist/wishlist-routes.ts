// /api/wishlist/sync: a member's wishlist follows them from device to device. Each device sends what it
// saved and removed since its last sync; adding is a set union (a deal saved twice is one entry, nothing
// saved anywhere is lost) and the answer is the whole list. Every saved deal is checked with the shared
// deal schema, as every other source of deals is; one that does not pass is left out.
import type { FastifyInstance } from 'fastify';
import { wishlistSyncRequestSchema } from '../../../src/shared/account/account-api.ts';
import type { DealSource } from '../../../src/shared/deal/deal.ts';
import { normalizeDeal } from '../../../src/shared/deal/deal-schema.ts';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { changeWishlist, listWishlist } from '../../db/wishlist-repository.ts';
import { parseBody } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

/** A wishlist of several hundred deals, each with its details, is well over the general body limit. */
const SYNC_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const SYNC_RATE = { max: 60, windowSeconds: 60 * 60 };

const sourceOf = (deal: unknown): DealSource => {
  const source = (deal as { source?: unknown } | null)?.source;
  return source === 'affiliate' || source === 'sample' ? source : 'own';
};

export function registerWishlistRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/wishlist/sync', { bodyLimit: SYNC_BODY_LIMIT_BYTES }, async (request, reply) => {
    const sync = parseBody(wishlistSyncRequestSchema, request.body, {
      message: 'The wishlist sync must list the added entries and the removed deal ids.',
    });
    const member = await requireMember(ctx, request);
    await enforceRateLimit(ctx.rateLimiter, memberKey('wishlist-sync', member.id), SYNC_RATE);

    const added = sync.added.flatMap((entry) => {
      const result = normalizeDeal(entry.deal, sourceOf(entry.deal));
      return result.ok && result.deal.id === entry.dealId
        ? [{ userId: member.id, dealId: entry.dealId, deal: result.deal, addedAt: new Date(entry.addedAt) }]
        : [];
    });
    await changeWishlist(ctx.db, member.id, { removed: sync.removed, added });
    const items = await listWishlist(ctx.db, member.id);
    return reply.header('cache-control', 'no-store').send({
      items: items.map((item) => ({ ...item, addedAt: item.addedAt.getTime() })),
      rejected: sync.added.length - added.length,
    });
  });
}
