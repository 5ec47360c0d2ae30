// The same-origin check: every route that accepts a write refuses a cross-site one before any step of its
// own, unless it opts out, and reads are answered from anywhere. Pure route logic, so it runs on PGlite
// only (server/test-support/test-database.ts): no database can change what the check refuses.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { ROUTE_LOGIC_KIND } from '../test-support/test-database.ts';
import { CROSS_SITE_MESSAGE } from './same-origin.ts';

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** Routes added inside a plugin of their own, one with a step of its own before its handler. */
function guardedRoutes(app: FastifyInstance, steps: string[]) {
  app.register(async (scope) => {
    scope.post(
      '/api/test-only/own-step',
      {
        preHandler: async () => {
          steps.push('own step');
        },
      },
      async () => ({ done: true }),
    );
  });
}

const concretePath = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Routes that opt out (config.sameOriginCheck false): they never rely on the session cookie. */
const OPTED_OUT = new Set(['/api/alerts/unsubscribe', '*']);

/** Every route as `printRoutes` draws them (a tree of path segments, each with its methods). */
function routeList(tree: string): { url: string; methods: string[] }[] {
  const parents: string[] = [];
  const found: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const [, indent = '', segment = '', methods = ''] =
      /^((?:│ {3}| {4})*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line) ?? [];
    if (!segment) continue;
    const depth = indent.length / 4;
    const url = (depth > 0 ? parents[depth - 1] : '') + segment;
    parents.length = depth;
    parents[depth] = url;
    found.push({ url, methods: methods.split(', ') });
  }
  return found;
}

describe('the same-origin check (route logic, any database)', () => {
  const kind = ROUTE_LOGIC_KIND;
  let server: TestServer;
  const steps: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, { routes: (app) => guardedRoutes(app, steps) });
  });
  afterAll(() => server?.close());

  it('refuses a cross-site write on every route that accepts one, unless the route opts out', async () => {
    const routes = routeList(server.app.printRoutes({ commonPrefix: false }));
    const writes = routes.flatMap(({ url, methods }) =>
      methods.filter((method) => !SAFE_METHODS.includes(method)).map((method) => ({ url, method })),
    );
    expect(writes.length).toBeGreaterThan(40);
    for (const { url, method } of writes) {
      const response = await server.app.inject({
        method: method as 'POST',
        url: concretePath(url),
        headers: CROSS_SITE,
        payload: {},
      });
      const refused = response.statusCode === 403 && response.json().message === CROSS_SITE_MESSAGE;
      expect(refused, `${method} ${url}`).toBe(!OPTED_OUT.has(url));
    }
  });

  it("checks before a route's own steps, in plugins of their own too", async () => {
    steps.length = 0;
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/test-only/own-step',
      headers: CROSS_SITE,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(steps).toEqual([]);
    const sameSite = await server.app.inject({
      method: 'POST',
      url: '/api/test-only/own-step',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(sameSite.json()).toEqual({ done: true });
    expect(steps).toEqual(['own step']);
  });

  it('answers reads from anywhere', async () => {
    const deals = await server.app.inject({ method: 'GET', url: '/api/deals', headers: CROSS_SITE });
    expect(deals.statusCode).toBe(200);
    const page = await server.app.inject({ method: 'GET', url: '/faq', headers: CROSS_SITE });
    expect(page.statusCode).toBe(200);
  });
});
