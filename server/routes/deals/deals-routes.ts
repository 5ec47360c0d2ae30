// GET /api/deals (list, pages, ETag, delta sync) and GET /api/deals/:id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { searchTerms } from '../../../src/shared/deal/search-terms.ts';
import { hideNewMsOf } from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { changesSince, latestChange, pruneRemovals } from '../../db/deals/deal-changes.ts';
import { firstTold } from '../../db/deals/deal-display.ts';
import { type DealPage, listLiveDeals } from '../../db/deals/deal-listing.ts';
import { findLiveDeal, findReportedExpiredDeal } from '../../db/deals/deal-lookup.ts';
import { notFound } from '../../http/http-error.ts';
import { InvalidInput, parseParams, parseQuery } from '../../http/parse-input.ts';
import { ReusableBody, sendReusable } from '../../http/reusable-body.ts';
import { firstExpiry, type KeptAnswer, TtlCache } from '../../http/ttl-cache.ts';
import { DEFAULT_PAGE_SIZE, type DealsQuery, dealIdParamsSchema, dealsQuerySchema } from './deals-query.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { checkSyncToken, encodeSyncToken } from './sync-token.ts';

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

interface CachedList extends KeptAnswer {
  /** The JSON, encoded (and compressed) once: a reused answer skips the query and both encodings. */
  body: ReusableBody;
  syncToken: string;
  nextCursor?: string;
}

interface CachedChanges extends KeptAnswer {
  body: ReusableBody;
  syncToken: string;
}

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 6 * 3_600_000;

const JSON_TYPE = 'application/json; charset=utf-8';

const sendList = (request: FastifyRequest, reply: FastifyReply, entry: CachedList) => {
  reply.header(SYNC_TOKEN_HEADER, entry.syncToken);
  if (entry.nextCursor) reply.header(NEXT_CURSOR_HEADER, entry.nextCursor);
  return sendReusable(request, reply.type(JSON_TYPE), entry.body);
};

const sendChanges = (request: FastifyRequest, reply: FastifyReply, entry: CachedChanges) =>
  sendReusable(request, reply.header(SYNC_TOKEN_HEADER, entry.syncToken).type(JSON_TYPE), entry.body);

export function registerDealRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const lists = new TtlCache<CachedList>(ctx.answerMemory, 'deal-lists');
  const deltas = new TtlCache<CachedChanges>(ctx.answerMemory, 'deal-changes');
  const reuseMs = ctx.env.API_CACHE_MS;
  const hideNewMs = hideNewMsOf(ctx.env);
  const maxTokenAgeMs = ctx.env.SYNC_TOKEN_MAX_AGE_DAYS * DAY_MS;

  const prune = () => pruneRemovals(ctx.db, new Date(ctx.clock().getTime() - maxTokenAgeMs));
  const pruneTimer = setInterval(() => {
    prune().catch((error) => app.log.error({ err: error }, 'Pruning removed deals failed'));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  app.addHook('onReady', prune);
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  async function buildList(query: DealsQuery, now: Date): Promise<CachedList> {
    const sort = query.sort ?? 'newest';
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after)
      throw new InvalidInput('The cursor is malformed. Start again without it.');
    if (after && after.sort !== sort) {
      throw new InvalidInput('The cursor belongs to another sort order. Start again without it.');
    }
    // Read the change number first: a write that lands meanwhile is then sent again, never missed.
    const change = await latestChange(ctx.db);
    const words = query.q === undefined ? undefined : searchTerms(query.q);
    const page: DealPage =
      words && words.length === 0
        ? { json: '[]', staleAt: Number.POSITIVE_INFINITY }
        : await listLiveDeals(ctx.db, {
            category: query.category === 'all' ? undefined : query.category,
            words,
            sort,
            limit: query.limit ?? DEFAULT_PAGE_SIZE,
            after,
            now,
            hideNewMs,
          });
    return {
      body: new ReusableBody(Buffer.from(page.json)),
      syncToken: encodeSyncToken({ instance: ctx.instanceId, change, time: now }),
      nextCursor: page.next ? encodeCursor(page.next) : undefined,
      until: Math.min(now.getTime() + reuseMs, page.staleAt),
    };
  }

  async function buildChanges(query: DealsQuery, now: Date): Promise<CachedChanges> {
    const others = (['category', 'q', 'sort', 'limit', 'cursor'] as const).filter(
      (key) => query[key] !== undefined,
    );
    if (others.length > 0)
      throw new InvalidInput(`The since parameter cannot be combined with ${others.join(', ')}.`);
    const latest = await latestChange(ctx.db);
    const check = checkSyncToken(query.since ?? '', {
      instance: ctx.instanceId,
      latestChange: latest,
      now,
      maxAgeMs: maxTokenAgeMs,
    });
    if (!check.ok) throw new InvalidInput(check.message);
    const changes = await changesSince(ctx.db, {
      sinceChange: check.point.change,
      sinceTime: check.point.time,
      now,
      hideNewMs,
    });
    const syncToken = encodeSyncToken({ instance: ctx.instanceId, change: latest, time: now });
    return {
      body: new ReusableBody(Buffer.from(JSON.stringify({ ...changes, syncToken }))),
      syncToken,
      // The next token starts where this answer ends, so a reused answer never loses a change.
      until: Math.min(
        now.getTime() + reuseMs,
        firstExpiry(changes.deals),
        firstTold(changes.deals, hideNewMs),
      ),
    };
  }

  // Answers are compressed once per kept answer (sendReusable), not by the compression plugin per request.
  // Kept answers are found by the address as sent: the same address always reads the same, so only a
  // request that finds none has its query validated (and a malformed one never gets an entry).
  app.get('/api/deals', { compress: false }, async (request, reply) => {
    const now = ctx.clock();
    const address = request.url;
    const keptChanges = deltas.get(address, now.getTime());
    if (keptChanges) return sendChanges(request, reply, keptChanges);
    const keptList = lists.get(address, now.getTime());
    if (keptList) return sendList(request, reply, keptList);
    const query = parseQuery(dealsQuerySchema, request.query);
    if (query.since !== undefined) {
      const changes = await deltas.getOrBuild(
        address,
        now.getTime(),
        () => buildChanges(query, now),
        reuseMs > 0,
      );
      return sendChanges(request, reply, changes);
    }
    const entry = await lists.getOrBuild(address, now.getTime(), () => buildList(query, now), reuseMs > 0);
    return sendList(request, reply, entry);
  });

  app.get('/api/deals/:id', async (request) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const now = ctx.clock();
    // A deal members' reports ended stays reachable, marked Expired by its end date.
    const deal =
      (await findLiveDeal(ctx.db, id, now, { hideNewMs })) ??
      (await findReportedExpiredDeal(ctx.db, id, now, { hideNewMs }));
    if (!deal) throw notFound('Deal not found');
    return deal;
  });
}
