// Cross-site request forgery: every request that may change something (any method but GET, HEAD and
// OPTIONS) must come from a page of this site. Browsers say where a request comes from in Sec-Fetch-Site
// and, for these methods, in Origin; a request that carries neither did not come from a browser page at
// all and is refused too, unless its route authenticates by other means than the cookie (the operator
// hand-off's token) or changes nothing (the 405 answer for writes to pages).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route needs no same-origin check (it never relies on the session cookie). */
    sameOriginCheck?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request did not come from a page of this site, so it was refused.';

export function isSameOriginRequest(
  headers: Record<string, string | string[] | undefined>,
  publicOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return headers.origin === publicOrigin;
}

export function registerSameOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  // preHandler: after the body is parsed, so a malformed or oversized request still gets its own answer.
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.sameOriginCheck === false) return;
    if (!isSameOriginRequest(request.headers, publicOrigin)) {
      throw new HttpError(403, CROSS_SITE_MESSAGE, { code: 'CROSS_SITE_REQUEST' });
    }
  });
}
