// Every console API refuses whoever its section does not name, on PGlite and PostgreSQL: visitors get 401,
// members 403, and moderators 403 on the operators' sections. The routes are read from the running
// server, so a section added later is held to the same rule without touching this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, apiSectionOf } from '../../../src/shared/admin-sections.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

interface ConsoleRoute {
  method: string;
  url: string;
}

/** The console's routes as the server lists them, path parameters filled with a plausible id. */
function consoleRoutes(server: TestServer): ConsoleRoute[] {
  const listing = server.app.printRoutes({ commonPrefix: false });
  const routes: ConsoleRoute[] = [];
  for (const [, path = '', methods = ''] of listing.matchAll(/(\/api\/admin\S*) \(([^)]+)\)/g)) {
    for (const method of methods.split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: path.replace(/:[A-Za-z]+/g, 'some-id') });
    }
  }
  return routes;
}

const send = (client: AccountClient, { method, url }: ConsoleRoute) =>
  method === 'GET'
    ? client.get(url)
    : method === 'DELETE'
      ? client.delete(url)
      : client[method.toLowerCase() as 'post' | 'put' | 'patch'](
          url,
          {},
          { 'idempotency-key': crypto.randomUUID() },
        );

describe.each(DATABASE_KINDS)('the console refuses the wrong roles on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lists its routes under /api/admin', () => {
    expect(consoleRoutes(server)).toContainEqual({ method: 'GET', url: `${ADMIN_API}/sections` });
  });

  it('answers visitors 401, members 403 and moderators 403 outside their sections', async () => {
    const visitor = accountClient(server);
    const member = await memberWithRole(server, 'member', `member-${kind}@example.com`);
    const moderator = await memberWithRole(server, 'moderator', `moderator-${kind}@example.com`);
    for (const route of consoleRoutes(server)) {
      const refused: [AccountClient, number, string][] = [
        [visitor, 401, SIGN_IN_REQUIRED],
        [member, 403, ROLE_REQUIRED],
      ];
      if (!apiSectionOf(route.url).roles.includes('moderator')) refused.push([moderator, 403, ROLE_REQUIRED]);
      for (const [client, status, message] of refused) {
        const response = await send(client, route);
        expect({ route, status: response.statusCode }).toEqual({ route, status });
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
    ]);
    expect(JSON.parse((await operator.get(`${ADMIN_API}/sections`)).body).sections).toEqual([
      'queue',
      'reports',
      'comments',
      'deals',
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
