// Cross-site request forgery: every request that may change something (any method but GET, HEAD and
// OPTIONS) must come from a page of this site. Browsers say where a request comes from in Sec-Fetch-Site
// and, for these methods, in Origin; a request that carries neither did not come from a browser page at
// all and is refused too, unless its route authenticates by other means than the cookie (the operator
// hand-off's token) or changes nothing (the 405 answer for writes to pages).
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
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

/** Whether a route accepts a method that may change something. */
const acceptsWrites = (method: string | string[]): boolean =>
  (Array.isArray(method) ? method : [method]).some((name) => !SAFE_METHODS.has(name.toUpperCase()));

/**
 * Registers the check on every route added from now on that accepts a write (routes are told before they
 * are added, in this scope and the ones it opens). Reads never run it: a page or the deal list is answered
 * without one more step per request.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  // preHandler: after the body is parsed, so a malformed or oversized request still gets its own answer.
  const check: preHandlerHookHandler = (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameOriginRequest(request.headers, publicOrigin)) return done();
    done(new HttpError(403, CROSS_SITE_MESSAGE, { code: 'CROSS_SITE_REQUEST' }));
  };
  app.addHook('onRoute', (route) => {
    if (!acceptsWrites(route.method) || route.config?.sameOriginCheck === false) return;
    // First among the route's own steps, as the check ran before any of them when it was app-wide.
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [check, ...own];
  });
}
