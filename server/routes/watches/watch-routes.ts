// A member's watches of shops' product pages (src/shared/watch/watch.ts), and the deal page's count:
//   POST   /api/watches              member: { url, ...rules } watch a product page: 201 and the watch, or 200
//                                    and the watch they have of it; 422 for a page that cannot be read (with
//                                    the reason) or a blocked shop; 409 WATCH_LIMIT at the limit
//   GET    /api/watches              member: WatchListAnswer, newest first, each product with its chart
//   PATCH  /api/watches/:id          member: change the rules or pause; the rules must still ask for something
//   DELETE /api/watches/:id          member: 204; the product goes too when nobody watches it any more
//   GET    /api/deals/:id/watchers   anyone: { count } of members watching the product the deal links to
//   GET    /go/product/:id           anyone: a watched product's click-out, counted in the console's Clicks
//                                    under its store, then 302 to the shop's page
// A product already watched by anyone is not read again here (the check round reads it for all its
// watchers); a new one is read through the guarded reader before anything is stored, so a page that
// cannot be read leaves no row. Writes honour an Idempotency-Key and are rate-limited per member; a watch
// only ever changes for its owner (another member's is as missing: 404).
// A product's shop link goes through /go/product/:id when its shop is a known store (counted, like the deals'
// click-outs, and marked sponsored), and is the page itself otherwise.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasNoNul } from '../../../src/shared/site/text-rules.ts';
import type { StoreEntry } from '../../../src/shared/store/store.ts';
import { shopHost } from '../../../src/shared/store/store-matching.ts';
import {
  type Availability,
  DEFAULT_WATCH_RULES,
  hostAndParents,
  MAX_WATCH_PRICE,
  MAX_WATCHES_PER_MEMBER,
  WATCH_API,
  type WatchListAnswer,
  type WatchRules,
  type WatchView,
} from '../../../src/shared/watch/watch.ts';
import {
  atLeastOneRule,
  createWatchSchema,
  updateWatchSchema,
  WATCH_FIELD_ERRORS,
} from '../../../src/shared/watch/watch-requests.ts';
import { WATCH_TEXTS } from '../../../src/shared/watch/watch-texts.ts';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { countClick } from '../../db/deal-stats-repository.ts';
import {
  countWatches,
  createWatch,
  deleteWatch,
  factsOfProduct,
  findOrCreateProduct,
  findProductById,
  findProductByKey,
  findWatch,
  isHostBlocked,
  listWatches,
  type ProductFacts,
  updateWatch,
  type WatchWithProduct,
} from '../../db/watch-repository.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { isKnownCrawler } from '../../http/known-crawlers.ts';
import { InvalidInput, parseBody, parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey, type RateRule } from '../../security/rate-limiter.ts';
import { countDealWatchers } from '../../watch/deal-watchers.ts';
import { checkProductLink } from '../../watch/product-link.ts';
import { readProductPage } from '../../watch/product-reader.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';
import { findFollowableDeal, safeRedirectTarget } from '../go/go-routes.ts';

/** New watches a member may ask for in an hour: each may read a page from someone else's shop. */
export const WATCH_CREATE_RATE: RateRule = { max: 30, windowSeconds: 3_600 };
/** Changes and removals per member and minute: a page of clicks, not a runaway script. */
export const WATCH_WRITE_RATE: RateRule = { max: 60, windowSeconds: 60 };
/** How long the deal page's count may be reused: it moves slowly, and the page is public. */
const WATCHERS_CACHE_CONTROL = 'public, max-age=60';

const watchParamsSchema = z.strictObject({
  id: z.string().min(1).max(100).refine(hasNoNul, 'must not contain NUL characters'),
});

const unreadable = (reason: string) =>
  new HttpError(422, reason, { code: 'UNREADABLE_PAGE', fields: { url: reason } });
const blocked = () =>
  new HttpError(422, WATCH_TEXTS.hostBlocked, {
    code: 'HOST_BLOCKED',
    fields: { url: WATCH_TEXTS.hostBlocked },
  });
const atLimit = () => new HttpError(409, WATCH_TEXTS.limitReached, { code: 'WATCH_LIMIT' });
const noRule = () => new InvalidInput(WATCH_FIELD_ERRORS.noRule);
const missing = () => notFound(WATCH_TEXTS.notFound);

/** The known store whose hosts cover this one, if any (a store claiming kettle.example has shop.kettle.example). */
function storeOfHost(stores: readonly StoreEntry[], host: string): StoreEntry | undefined {
  for (const candidate of hostAndParents(host)) {
    const store = stores.find((entry) => entry.hosts.includes(candidate));
    if (store) return store;
  }
  return undefined;
}

function viewOf(item: WatchWithProduct, stores: readonly StoreEntry[]): WatchView {
  const { watch, product } = item;
  const store = storeOfHost(stores, product.host);
  return {
    id: watch.id,
    anyDrop: watch.anyDrop,
    targetPrice: watch.targetPrice,
    minDropPercent: watch.minDropPercent,
    backInStock: watch.backInStock,
    lowest90: watch.lowest90,
    paused: watch.paused,
    basePrice: watch.basePrice,
    createdAt: watch.createdAt.toISOString(),
    product: {
      id: product.id,
      url: product.url,
      host: product.host,
      name: product.name,
      image: product.image,
      price: product.price,
      currency: product.currency,
      availability: product.availability as Availability,
      status: product.status === 'unreadable' ? 'unreadable' : 'ok',
      lastError: product.lastError,
      checkedAt: product.checkedAt?.toISOString() ?? null,
      lowest90: item.lowest90,
      history: item.history,
      shopLink: store ? WATCH_API.go(product.id) : product.url,
      storeName: store?.name ?? null,
    },
  };
}

/** The rules a new watch asks for: those given, the defaults for the rest. */
const rulesOf = (asked: Partial<WatchRules>): WatchRules => ({
  anyDrop: asked.anyDrop ?? DEFAULT_WATCH_RULES.anyDrop,
  targetPrice: asked.targetPrice ?? DEFAULT_WATCH_RULES.targetPrice,
  minDropPercent: asked.minDropPercent ?? DEFAULT_WATCH_RULES.minDropPercent,
  backInStock: asked.backInStock ?? DEFAULT_WATCH_RULES.backInStock,
  lowest90: asked.lowest90 ?? DEFAULT_WATCH_RULES.lowest90,
});

export function registerWatchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const storeList = async () => (await ctx.stores.read()).directory.stores;

  /** Reads a page nobody watches yet: what it offers, or a 422 with the reason. */
  async function readFacts(url: string): Promise<ProductFacts> {
    const page = await readProductPage(url, ctx.productReader);
    if (!page.ok) throw unreadable(page.reason);
    // Where the redirects ended counts as well: a blocked shop is not reached through another's link.
    const finalHost = shopHost(page.finalUrl);
    if (finalHost && (await isHostBlocked(ctx.db, finalHost))) throw blocked();
    const { product } = page;
    if (product.price > MAX_WATCH_PRICE) throw unreadable(WATCH_TEXTS.priceTooHigh);
    const host = shopHost(page.url) ?? new URL(page.url).hostname;
    return {
      key: page.key,
      url: page.url,
      host,
      name: product.name ?? host,
      image: product.image,
      price: product.price,
      currency: product.currency,
      availability: product.availability,
      gtin: product.gtin,
      sku: product.sku,
    };
  }

  const limitWrites = (request: FastifyRequest, memberId: string, action: string, rule: RateRule) =>
    limitUnlessReplay(ctx.db, request, memberId, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey(action, memberId), rule),
    );

  app.post(WATCH_API.watches, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { url, ...asked } = parseBody(createWatchSchema, request.body);
    const rules = rulesOf(asked);
    if (!atLeastOneRule(rules)) throw noRule();
    const link = checkProductLink(url);
    if (!link.ok) throw unreadable(link.reason);
    await limitWrites(request, member.id, 'watch-create', WATCH_CREATE_RATE);
    const host = shopHost(link.url) ?? new URL(link.url).hostname;
    if (await isHostBlocked(ctx.db, host)) throw blocked();
    const known = await findProductByKey(ctx.db, link.key);
    // At the limit, a page nobody watches is not read at all; the transaction below decides for certain.
    if (!known && (await countWatches(ctx.db, member.id)) >= MAX_WATCHES_PER_MEMBER) throw atLimit();
    const facts = known ? factsOfProduct(known) : await readFacts(link.url);
    const now = ctx.clock();
    const stores = await storeList();
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const { product } = await findOrCreateProduct(tx, facts, now);
      const outcome = await createWatch(tx, {
        userId: member.id,
        product,
        rules,
        limit: MAX_WATCHES_PER_MEMBER,
        now,
      });
      if (outcome.kind === 'limit') throw atLimit();
      const item = await findWatch(tx, member.id, outcome.watch.id, now);
      return { status: outcome.kind === 'created' ? 201 : 200, body: viewOf(item!, stores) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.get(WATCH_API.watches, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const [items, stores] = [await listWatches(ctx.db, member.id, ctx.clock()), await storeList()];
    const body: WatchListAnswer = {
      watches: items.map((item) => viewOf(item, stores)),
      limit: MAX_WATCHES_PER_MEMBER,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.patch(`${WATCH_API.watches}/:id`, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseParams(watchParamsSchema, request.params);
    const changes = parseBody(updateWatchSchema, request.body);
    await limitWrites(request, member.id, 'watch-write', WATCH_WRITE_RATE);
    const now = ctx.clock();
    const stores = await storeList();
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const updated = await updateWatch(tx, member.id, id, changes, now);
      if (updated === 'not-found') throw missing();
      if (updated === 'no-rule') throw noRule();
      const item = await findWatch(tx, member.id, id, now);
      return { status: 200, body: viewOf(item!, stores) };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.delete(`${WATCH_API.watches}/:id`, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseParams(watchParamsSchema, request.params);
    await limitWrites(request, member.id, 'watch-write', WATCH_WRITE_RATE);
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      if (!(await deleteWatch(tx, member.id, id))) throw missing();
      return { status: 204, body: null };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.get('/go/product/:id', async (request, reply) => {
    const { id } = parseParams(watchParamsSchema, request.params);
    const product = await findProductById(ctx.db, id);
    const target = product && safeRedirectTarget(product.url);
    if (!product || !target) throw notFound(WATCH_TEXTS.productNotFound);
    if (!isKnownCrawler(request.headers['user-agent'])) {
      const store = storeOfHost(await storeList(), product.host);
      // In the console's Clicks section, per day and store, beside the deals' and the codes' click-outs.
      await countClick(
        ctx.db,
        { id: `product:${id}`, store: store?.name ?? product.host, title: product.name },
        ctx.clock(),
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .redirect(target, 302);
  });

  app.get('/api/deals/:id/watchers', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const deal = await findFollowableDeal(ctx, id);
    if (!deal) throw notFound('Deal not found');
    const count = await countDealWatchers(ctx.db, deal);
    return reply.header('cache-control', WATCHERS_CACHE_CONTROL).send({ count });
  });
}
