// GET /sitemap.xml, /robots.txt, /feed.xml and /feed/{category}.xml.
import type { FastifyInstance } from 'fastify';
import { isCategorySlug } from '../../../src/shared/categories.ts';
import { PAGES, STATIC_PAGES } from '../../../src/shared/pages.ts';
import type { ServerContext } from '../../context.ts';
import { listNewestLiveDeals } from '../../db/deal-repository.ts';
import { categoryPaths } from '../../html/resolve-page.ts';
import { notFound } from '../../http/http-error.ts';
import { categoryChannel, mainChannel, robotsTxt, rssXml, sitemapXml } from './feed-documents.ts';

/** How many of the newest deals a feed carries. */
export const FEED_SIZE = 50;
const FEED_CACHE_CONTROL = 'public, max-age=300';

export function registerFeedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const origin = ctx.env.PUBLIC_ORIGIN;

  app.get('/sitemap.xml', async (_request, reply) => {
    const deals = await listNewestLiveDeals(ctx.db, { now: ctx.clock() });
    // The search page is for people, not for the index.
    const pages = STATIC_PAGES.filter((page) => page.path !== PAGES.search.path);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(sitemapXml(origin, pages, categoryPaths(), deals));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(robotsTxt(origin)),
  );

  app.get('/feed.xml', async (_request, reply) => {
    const now = ctx.clock();
    const deals = await listNewestLiveDeals(ctx.db, { now, limit: FEED_SIZE });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(rssXml(origin, mainChannel, deals, now));
  });

  app.get<{ Params: { file: string } }>('/feed/:file', async (request, reply) => {
    const slug = /^([a-z0-9-]+)\.xml$/.exec(request.params.file)?.[1];
    if (!slug || !isCategorySlug(slug)) throw notFound('There is no feed for this category.');
    const now = ctx.clock();
    const deals = await listNewestLiveDeals(ctx.db, { now, category: slug, limit: FEED_SIZE });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(rssXml(origin, categoryChannel(slug), deals, now));
  });
}
