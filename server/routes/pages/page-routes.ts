// Every GET that is not an API, feed or redirect: a file of the build, or the app's HTML with the page's
// own head tags and status (404 for unknown routes and deals, still with the app so it can say so).
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEMBER_NOTE_COOKIE } from '../../../src/shared/page-member.ts';
import { findMember, type Member } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { findLiveDeal } from '../../db/deal-repository.ts';
import { renderHeadTags } from '../../html/head-tags.ts';
import { resolvePage } from '../../html/resolve-page.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { ReusableBody, sendReusable } from '../../http/reusable-body.ts';
import { type Expiring, firstExpiry, shareBuild, TtlCache } from '../../http/ttl-cache.ts';
import {
  cacheControlFor,
  isPrivateBuildFile,
  listStaticFiles,
  looksLikeFile,
  MEMBER_PAGE,
  REVALIDATE,
} from './static-files.ts';

const decodePath = (path: string): string | undefined => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

export async function registerPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  writeRateLimitMax: number,
): Promise<void> {
  const distDir = resolve(ctx.env.DIST_DIR);
  const files = listStaticFiles(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    cacheControl: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const urlPath = `/${filePath
        .slice(distDir.length + 1)
        .split('\\')
        .join('/')}`;
      reply.header('cache-control', cacheControlFor(urlPath));
    },
  });

  // Static and category pages depend on the path alone: render each once. Deal pages are reused for
  // API_CACHE_MS at most (the deal can change or end). Misses and addresses with a query (whose markup
  // can depend on it) are never kept, so no address can fill memory.
  const rendered = new Map<string, ReusableBody>();
  const dealPages = new TtlCache<Expiring & { html: ReusableBody }>();

  async function findDeal(id: string) {
    const own = await findLiveDeal(ctx.db, id, ctx.clock());
    return own ?? (await ctx.affiliate.list()).find((deal) => deal.id === id);
  }

  const building = new Map<string, Promise<{ status: number; html: ReusableBody }>>();

  /**
   * Draws a page (head tags, server-rendered markup) and keeps it when `keep` (a visitor's page whose
   * address has no query).
   */
  async function buildPage(pagePath: string, pageUrl: string, keep: boolean, now: number, member?: Member) {
    const template = ctx.template!;
    const page = await resolvePage(pagePath, { origin: ctx.env.PUBLIC_ORIGIN, findDeal });
    const prerendered = await ctx.pageRenderer?.render(`${ctx.env.PUBLIC_ORIGIN}${pageUrl}`, {
      deal: page.deal,
      member: member && { id: member.id, name: member.name },
    });
    const html = new ReusableBody(
      Buffer.from(
        template.render({
          headTags: renderHeadTags(page.head, ctx.env.PUBLIC_ORIGIN),
          headEnd: prerendered?.headEnd,
          body: prerendered?.body,
        }),
      ),
    );
    if (keep && page.pathOnly) rendered.set(pagePath, html);
    else if (keep && page.deal && ctx.env.API_CACHE_MS > 0) {
      dealPages.set(pagePath, {
        html,
        until: Math.min(now + ctx.env.API_CACHE_MS, firstExpiry([page.deal])),
      });
    }
    return { status: page.status, html };
  }

  app.get('/*', async (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?');
    const path = decodePath(rawPath);
    if (path === undefined) throw new HttpError(400, 'The address is not valid.');
    if (files.has(path) && !isPrivateBuildFile(path)) return reply.sendFile(path.slice(1));
    if (
      path.startsWith('/api/') ||
      path.startsWith('/go/') ||
      (looksLikeFile(path) && path !== '/index.html')
    ) {
      throw notFound(`Nothing is at ${rawPath}.`);
    }
    if (!ctx.template) throw new HttpError(503, 'The app has not been built. Run `npm run build` first.');
    // React Router ignores trailing slashes; so do the page lookup and the memo.
    const pagePath = path === '/index.html' ? '/' : rawPath.replace(/(.)\/+$/, '$1');
    const pageUrl = query === undefined ? pagePath : `${pagePath}?${query}`;
    // A signed-in member's page shows their name in the header: drawn for them alone, never kept or
    // shared; a visitor's pages are the same for everyone and kept as before. The app's shell
    // (/index.html, kept by the service worker for every later visit) is always a visitor's.
    const isShell = path === '/index.html';
    const member = isShell ? undefined : await findMember(ctx, request);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', member ? MEMBER_PAGE : REVALIDATE)
      .header('vary', 'cookie');
    // Drawn for a visitor: the app must not draw the member its note names (a sign-in that ended).
    if (!member && !isShell && request.headers.cookie?.includes(`${MEMBER_NOTE_COOKIE}=`)) {
      reply.header('set-cookie', `${MEMBER_NOTE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    const now = ctx.clock().getTime();
    const reusable = !member && query === undefined;
    const known = reusable && (rendered.get(pagePath) ?? dealPages.get(pagePath, now)?.html);
    if (known) return sendReusable(request, reply, known);
    const build = () => buildPage(pagePath, pageUrl, reusable, now, member);
    // Visitors' requests for the same page that arrive together share one rendering.
    const { status, html } = reusable ? await shareBuild(building, pagePath, build) : await build();
    return sendReusable(request, reply.code(status), html);
  });

  // No other address accepts writes.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    // Nothing changes here, so there is nothing to forge: every caller gets the same 405.
    config: { rateLimit: { max: writeRateLimitMax, timeWindow: '1 minute' }, sameOriginCheck: false },
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new HttpError(405, 'Method not allowed: this address only answers GET and HEAD.');
    },
  });
}
