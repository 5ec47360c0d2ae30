// GET /sitemap.xml, /robots.txt, /feed.xml, /feed/{category}.xml and /store/{slug}/feed.xml. The sitemap and feeds carry an ETag
// and Last-Modified (the last change to the deals they list), so readers that poll them get a 304 until
// something changed; each document is made once per API_CACHE_MS at most. Readers and caches may keep one for
// 30 s: with API_CACHE_MS (20 s at most) an ended deal leaves them within a minute (LISTING_FRESHNESS_MS).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCategorySlug } from '../../../src/shared/deal/categories.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { STATIC_PAGES } from '../../../src/shared/site/pages.ts';
import { storePath } from '../../../src/shared/store/store.ts';
import { createStoreMatcher } from '../../../src/shared/store/store-matching.ts';
import type { ServerContext } from '../../context.ts';
import { lastDealChangeAt } from '../../db/deals/deal-changes.ts';
import { listNewestLiveDeals } from '../../db/deals/deal-listing.ts';
import { categoryPaths } from '../../html/resolve-page.ts';
import { notFound } from '../../http/http-error.ts';
import { ReusableBody, sendReusable } from '../../http/reusable-body.ts';
import { firstExpiry, type KeptAnswer, TtlCache } from '../../http/ttl-cache.ts';
import {
  categoryChannel,
  mainChannel,
  robotsTxt,
  rssXml,
  sitemapXml,
  storeChannel,
} from './feed-documents.ts';

/** How many of the newest deals a feed carries. */
export const FEED_SIZE = 50;
export const FEED_CACHE_CONTROL = 'public, max-age=30';
/** robots.txt lists no deal: it may be kept longer. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=300';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

interface Document extends KeptAnswer {
  body: ReusableBody;
  lastModified: Date;
}

export function registerFeedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const origin = ctx.env.PUBLIC_ORIGIN;
  const documents = new TtlCache<Document>(ctx.answerMemory, 'feeds');
  const startedAt = ctx.clock();

  /** The document kept under `key`, or a fresh one made from the deals it lists. */
  async function documentFor(
    key: string,
    category: string | undefined,
    limit: number | undefined,
    write: (deals: Deal[], lastModified: Date) => string,
    keep: (deal: Deal) => boolean = () => true,
  ): Promise<Document> {
    const now = ctx.clock();
    const kept = documents.get(key, now.getTime());
    if (kept) return kept;
    const [listed, changedAt] = await Promise.all([
      listNewestLiveDeals(ctx.db, { now, category, limit }),
      lastDealChangeAt(ctx.db, { now, category }),
    ]);
    const deals = listed.filter(keep);
    // A database that never held a deal has not changed since the server started.
    const lastModified = changedAt ?? startedAt;
    const document = {
      body: new ReusableBody(Buffer.from(write(deals, lastModified))),
      lastModified,
      // A listed deal that ends changes the document by itself.
      until: Math.min(now.getTime() + ctx.env.API_CACHE_MS, firstExpiry(deals)),
    };
    if (ctx.env.API_CACHE_MS > 0) documents.set(key, document);
    return document;
  }

  const send = (request: FastifyRequest, reply: FastifyReply, type: string, document: Document) =>
    sendReusable(
      request,
      reply.type(type).header('cache-control', FEED_CACHE_CONTROL),
      document.body,
      document.lastModified,
    );

  app.get('/sitemap.xml', async (request, reply) => {
    const { stores } = (await ctx.stores.read()).directory;
    const document = await documentFor('sitemap', undefined, undefined, (deals) =>
      sitemapXml(
        origin,
        STATIC_PAGES,
        [...categoryPaths(), ...stores.map((store) => storePath(store.slug))],
        deals,
      ),
    );
    return send(request, reply, 'application/xml; charset=utf-8', document);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ROBOTS_CACHE_CONTROL)
      .send(robotsTxt(origin)),
  );

  app.get('/feed.xml', async (request, reply) => {
    const document = await documentFor('feed', undefined, FEED_SIZE, (deals, lastModified) =>
      rssXml(origin, mainChannel, deals, lastModified),
    );
    return send(request, reply, RSS_TYPE, document);
  });

  app.get<{ Params: { file: string } }>('/feed/:file', async (request, reply) => {
    const slug = /^([a-z0-9-]+)\.xml$/.exec(request.params.file)?.[1];
    if (!slug || !isCategorySlug(slug)) throw notFound('There is no feed for this category.');
    const document = await documentFor(`feed:${slug}`, slug, FEED_SIZE, (deals, lastModified) =>
      rssXml(origin, categoryChannel(slug), deals, lastModified),
    );
    return send(request, reply, RSS_TYPE, document);
  });

  // A store's newest deals (all of its own deals are read, then the store's kept: a store's deals are
  // known by their links and names, not by a column).
  app.get<{ Params: { slug: string } }>('/store/:slug/feed.xml', async (request, reply) => {
    const { directory } = await ctx.stores.read();
    const store = directory.stores.find((candidate) => candidate.slug === request.params.slug);
    if (!store) throw notFound('There is no store with this address.');
    const matcher = createStoreMatcher(directory.stores);
    const document = await documentFor(
      `feed:store:${store.slug}`,
      undefined,
      undefined,
      (deals, lastModified) => rssXml(origin, storeChannel(store), deals.slice(0, FEED_SIZE), lastModified),
      (deal) => matcher.slugOf(deal) === store.slug,
    );
    return send(request, reply, RSS_TYPE, document);
  });
}
