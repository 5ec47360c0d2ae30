// Every GET that is not an API, feed or redirect: a file of the build, or the app's HTML with the page's
// own head tags and status (404 for unknown routes and deals, still with the app so it can say so).
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEMBER_NOTE_COOKIE } from '../../../src/shared/account/page-member.ts';
import { mayOpen } from '../../../src/shared/console/admin-sections.ts';
import { PAGE_ANSWERS_PATH } from '../../../src/shared/site/page-answers.ts';
import { PAGES } from '../../../src/shared/site/pages.ts';
import { PAGE_ENTRY_HEADER } from '../../../src/shared/worker-protocol/page-entry.ts';
import { findMember, type Member } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { parseQuery } from '../../http/parse-input.ts';
import { sendReusable } from '../../http/reusable-body.ts';
import { createPageMaker } from './drawn-pages.ts';
import { createKeptFiles, isKeptFile } from './kept-files.ts';
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

/**
 * The address without its trailing slashes, or undefined when there are none to take off. Only paths that
 * begin with one slash and a plain character qualify: '//host/' or '/\\host/' would leave a target that
 * browsers read as another site.
 */
export function trailingSlashTarget(rawPath: string): string | undefined {
  if (!/^\/[^/\\]/.test(rawPath) || !rawPath.endsWith('/')) return undefined;
  return rawPath.replace(/\/+$/, '');
}

/** A page's address as the page routes draw it: one leading slash, then a plain character or nothing. */
const pageAnswersQuerySchema = z
  .object({
    page: z
      .string()
      .max(2048)
      .regex(/^\/(?![/\\])/, 'must be a page address beginning with one /'),
    v: z.string().min(1).max(64),
  })
  .strict();

/** A version of a page's answers never changes: kept briefly, as the page that names it changes often. */
const ANSWERS_OF_A_VERSION = 'public, max-age=600';

/** The staff's pages: /admin and every page under it. */
const isStaffPage = (path: string) => path === PAGES.admin.path || path.startsWith(`${PAGES.admin.path}/`);

/**
 * Who may open a console page: the roles its section names (src/shared/console/admin-sections.ts); a visitor is
 * sent to sign in, anyone else refused.
 */
function consoleAccess(member: Member | undefined, path: string): 'sign-in' | 'forbidden' | 'open' {
  if (!member) return 'sign-in';
  return mayOpen(member.role, path) ? 'open' : 'forbidden';
}

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

  const pages = ctx.template ? createPageMaker(ctx, ctx.template) : undefined;
  // Every page names its build's entry script: the service worker shows only a page of its own build.
  const entryHeader: Record<string, string> = ctx.template?.entryScript
    ? { [PAGE_ENTRY_HEADER]: ctx.template.entryScript }
    : {};
  const keptFiles = createKeptFiles(distDir, ctx.answerMemory);

  // The answers a drawn page was drawn from, for the app's takeover (docs/decisions/0034): the page names
  // them by its address and their version. Compressed once per kept copy, like the page itself.
  app.get(PAGE_ANSWERS_PATH, { compress: false }, async (request, reply) => {
    const { page, v } = parseQuery(pageAnswersQuerySchema, request.query);
    if (!pages) throw new HttpError(503, 'The app has not been built. Run `npm run build` first.');
    const found = await pages.answers(page, v);
    if (!found) throw notFound(`The page at ${page} is drawn from no answers.`);
    reply
      .type('application/json; charset=utf-8')
      // One address names one version: while it is the one asked for, a browser may keep it.
      .header('cache-control', found.asked ? ANSWERS_OF_A_VERSION : REVALIDATE);
    return sendReusable(request, reply, found.body);
  });

  app.get('/*', async (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?');
    const path = decodePath(rawPath);
    if (path === undefined) throw new HttpError(400, 'The address is not valid.');
    if (files.has(path) && !isPrivateBuildFile(path)) {
      return isKeptFile(path)
        ? keptFiles.send(request, reply, path, cacheControlFor(path))
        : reply.sendFile(path.slice(1));
    }
    if (
      path.startsWith('/api/') ||
      path.startsWith('/go/') ||
      (looksLikeFile(path) && path !== '/index.html')
    ) {
      throw notFound(`Nothing is at ${rawPath}.`);
    }
    if (!pages) throw new HttpError(503, 'The app has not been built. Run `npm run build` first.');
    // One address per page: '/faq/' is '/faq', for people and search engines alike.
    const withoutSlash = trailingSlashTarget(rawPath);
    if (withoutSlash)
      return reply.redirect(query === undefined ? withoutSlash : `${withoutSlash}?${query}`, 301);
    // The app's shell (/index.html, kept by the service worker for every later visit) is always a visitor's.
    if (path === '/index.html') {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', 'cookie')
        .headers(entryHeader);
      return sendReusable(request, reply, await pages.shell());
    }
    // A signed-in member's page shows their name in the header: drawn for them alone (drawn-pages.ts).
    const member = await findMember(ctx, request);
    const moderation = isStaffPage(path) ? consoleAccess(member, path) : 'open';
    if (moderation === 'sign-in') {
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${PAGES.login.path}?next=${encodeURIComponent(path)}`, 302);
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', member ? MEMBER_PAGE : REVALIDATE)
      .header('vary', 'cookie')
      .headers(entryHeader);
    // Drawn for a visitor: the app must not draw the member its note names (a sign-in that ended).
    if (!member && request.headers.cookie?.includes(`${MEMBER_NOTE_COOKIE}=`)) {
      reply.header('set-cookie', `${MEMBER_NOTE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    const page = await pages.page(rawPath, query, member && { id: member.id, name: member.name });
    // A store's address made by another of its names leads to the store's own.
    if (page.movedTo) return reply.header('cache-control', REVALIDATE).redirect(page.movedTo, 301);
    // Someone without the role gets the page's frame with 403; its screen says the account may not open it.
    return sendReusable(request, reply.code(moderation === 'forbidden' ? 403 : page.status), page.body);
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
