// Every staff API refuses whoever it does not serve: visitors get 401, members 403, and moderators 403
// on the operators' sections. The routes are the ones the server registered (every route under
// /api/admin, and the moderation, report and comment-hiding routes that declare staff roles), so a route
// added later is held to the same rule without touching this test. Each is called with a malformed id,
// query and body, as the refusal must not depend on what the request carries. Pure route logic, so it
// runs on PGlite only (server/test-support/test-database.ts): no database can change a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/account/roles.ts';
import { ADMIN_API, apiSectionOf } from '../../../src/shared/console/admin-sections.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { ROUTE_LOGIC_KIND } from '../../test-support/test-database.ts';

interface StaffRoute {
  method: string;
  /** The route's path as registered, parameters and all. */
  path: string;
  roles: readonly Role[];
}

/** Route/method pairs under /api/admin when this was written: the list found may grow, never shrink. */
const KNOWN_CONSOLE_ROUTES = 23;

/** The staff routes outside /api/admin, each found by its role check in the route's module. */
const KNOWN_STAFF_ROUTES = [
  'GET /api/moderation/queue',
  'POST /api/moderation/submissions/:id/approve',
  'POST /api/moderation/submissions/:id/reject',
  'GET /api/reports',
  'POST /api/reports/:id/dismiss',
  'POST /api/reports/:id/end-deal',
  'POST /api/deals/:id/reactivate',
  'POST /api/comments/:id/hide',
];

const isConsoleRoute = (path: string) => path === ADMIN_API || path.startsWith(`${ADMIN_API}/`);

/** Every route the server registered under /api/admin or with staff roles, HEAD and OPTIONS aside. */
function staffRoutes(server: TestServer): StaffRoute[] {
  const routes: StaffRoute[] = [];
  for (const { method, url, config } of server.routes) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    const declared = (config as { staffRoles?: readonly Role[] } | undefined)?.staffRoles;
    if (isConsoleRoute(url)) routes.push({ method, path: url, roles: apiSectionOf(url).roles });
    else if (declared) routes.push({ method, path: url, roles: declared });
  }
  return routes;
}

const key = ({ method, path }: StaffRoute) => `${method} ${path}`;

/** A path parameter (short enough for the router to still match), a query and a body no route accepts. */
const MALFORMED_ID = encodeURIComponent(`not an id: ${'x'.repeat(60)}`);
const MALFORMED_QUERY = `?page=-1&days=never&role=nobody&q=${'x'.repeat(600)}`;
const MALFORMED_BODY = JSON.stringify({ deal: 42, reason: '', role: 'emperor', handled: 'maybe' });

async function send(server: TestServer, client: AccountClient, route: StaffRoute) {
  const url = `${route.path.replace(/:[A-Za-z]+/g, MALFORMED_ID)}${MALFORMED_QUERY}`;
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return server.app.inject({
    method: route.method as 'GET',
    url,
    remoteAddress: '203.0.113.10',
    headers: {
      origin: 'https://rarefinds.test',
      'sec-fetch-site': 'same-origin',
      'idempotency-key': crypto.randomUUID(),
      ...(cookie ? { cookie } : {}),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: MALFORMED_BODY }),
  });
}

describe('the console refuses the wrong roles (route logic, any database)', () => {
  const kind = ROUTE_LOGIC_KIND;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('finds every console route and every staff route outside the console', () => {
    const found = staffRoutes(server);
    expect(found.filter((route) => isConsoleRoute(route.path)).length).toBeGreaterThanOrEqual(
      KNOWN_CONSOLE_ROUTES,
    );
    expect(found.map(key)).toEqual(
      expect.arrayContaining([`GET ${ADMIN_API}/sections`, ...KNOWN_STAFF_ROUTES]),
    );
  });

  it('answers visitors 401, members 403 and moderators 403 outside their sections, whatever the input', async () => {
    const visitor = accountClient(server);
    const member = await memberWithRole(server, 'member', `member-${kind}@example.com`);
    const moderator = await memberWithRole(server, 'moderator', `moderator-${kind}@example.com`);
    for (const route of staffRoutes(server)) {
      const refused: [AccountClient, number, string][] = [
        [visitor, 401, SIGN_IN_REQUIRED],
        [member, 403, ROLE_REQUIRED],
      ];
      if (!route.roles.includes('moderator')) refused.push([moderator, 403, ROLE_REQUIRED]);
      for (const [client, status, message] of refused) {
        const response = await send(server, client, route);
        expect({ route: key(route), status: response.statusCode }).toEqual({ route: key(route), status });
        expect(JSON.parse(response.body).message).toBe(message);
      }
    }
  });

  it('tells each role which sections it opens', async () => {
    const moderator = await memberWithRole(server, 'moderator', `mod-sections-${kind}@example.com`);
    const operator = await memberWithRole(server, 'operator', `op-sections-${kind}@example.com`);
    expect(JSON.parse((await moderator.get(`${ADMIN_API}/sections`)).body).sections).toEqual([
      'queue',
      'reports',
      'comments',
      'votes',
    ]);
    expect(JSON.parse((await operator.get(`${ADMIN_API}/sections`)).body).sections).toEqual([
      'queue',
      'reports',
      'comments',
      'votes',
      'deals',
      'stores',
      'watches',
      'clicks',
      'messages',
      'users',
      'mail',
      'audit',
    ]);
  });

  it('draws operators-only pages for operators alone', async () => {
    const moderator = await memberWithRole(server, 'moderator', `mod-pages-${kind}@example.com`);
    const operator = await memberWithRole(server, 'operator', `op-pages-${kind}@example.com`);
    expect((await moderator.get('/admin/users')).statusCode).toBe(403);
    expect((await moderator.get('/admin/reports')).statusCode).toBe(200);
    expect((await operator.get('/admin/users')).statusCode).not.toBe(403);
    expect((await accountClient(server).get('/admin/mail')).headers.location).toBe(
      '/login?next=%2Fadmin%2Fmail',
    );
  });
});
