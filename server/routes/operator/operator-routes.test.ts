// The operator hand-off on PGlite and PostgreSQL: only a process on this machine may hand a command over,
// whatever token it shows, and the channel always names a loopback address, even when the site listens on
// an outside one. The refusals of callers from elsewhere are route logic and run on PGlite only (itOnce).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_API, AUDIT_COMMAND_LINE } from '../../../src/shared/console/admin-audit.ts';
import { OPERATOR_ROUTE } from '../../cli/operator-channel.ts';
import { loopbackHostFor, openOperatorListener } from '../../cli/operator-listener.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { NOT_FROM_THIS_MACHINE } from './operator-routes.ts';

const TOKEN = 'operator-token-for-the-hand-off-tests';
const LIST_USERS = { command: 'users', args: ['list'] };

describe.each(DATABASE_KINDS)('the operator hand-off on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { operatorToken: TOKEN });
  });
  afterAll(() => server.close());

  const handOver = (remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      remoteAddress,
      headers: { authorization: `Bearer ${TOKEN}`, ...headers },
      payload: LIST_USERS,
    });

  it('runs a command handed over from this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await handOver(address);
      expect({ address, status: answer.statusCode }).toEqual({ address, status: 200 });
      expect(answer.json()).toMatchObject({ status: 0, err: [] });
    }
  });

  it('records a role change handed over as the command line’s, for operators to read in the audit log', async () => {
    await memberWithRole(server, 'member', `handed-${kind}@example.com`);
    const operator = await memberWithRole(server, 'operator', `op-${kind}@example.com`);
    const answer = await server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { command: 'users', args: ['role', `handed-${kind}@example.com`, 'moderator'] },
    });
    expect(answer.json()).toEqual({
      status: 0,
      out: [`handed-${kind}@example.com is now a moderator.`],
      err: [],
    });
    const log = JSON.parse((await operator.get(`${ADMIN_AUDIT_API.list}?action=user.role`)).body);
    expect(log.items).toEqual([
      expect.objectContaining({
        actor: { name: AUDIT_COMMAND_LINE, email: '' },
        action: 'user.role',
        before: expect.objectContaining({ email: `handed-${kind}@example.com`, role: 'member' }),
        after: expect.objectContaining({ email: `handed-${kind}@example.com`, role: 'moderator' }),
      }),
    ]);
  });

  itOnce(kind)('refuses a caller from another machine, with the right token too, and says why', async () => {
    for (const address of ['192.0.2.10', '2001:db8::7', '10.0.0.1']) {
      const answer = await handOver(address);
      expect({ address, status: answer.statusCode }).toEqual({ address, status: 403 });
      expect(answer.json().message).toBe(NOT_FROM_THIS_MACHINE);
    }
  });

  itOnce(kind)('refuses a request a proxy on this machine forwarded from elsewhere', async () => {
    const forwardings: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.4' },
      { forwarded: 'for=198.51.100.4' },
    ];
    for (const forwarding of forwardings) {
      const answer = await handOver('127.0.0.1', forwarding);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(NOT_FROM_THIS_MACHINE);
    }
  });

  it('serves the hand-off on a loopback address of its own when the site listens on an outside one', async () => {
    const listener = await openOperatorListener(server.app, '192.0.2.10');
    try {
      expect(listener.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetch(`${listener.origin}${OPERATOR_ROUTE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(LIST_USERS),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 0, err: [] });
    } finally {
      await listener.close();
    }
  });
});

describe('the loopback address the channel names', () => {
  it('is 127.0.0.1 for every-address and localhost servers, the host itself when it is loopback', () => {
    expect(loopbackHostFor('0.0.0.0')).toBe('127.0.0.1');
    expect(loopbackHostFor('::')).toBe('127.0.0.1');
    expect(loopbackHostFor('localhost')).toBe('127.0.0.1');
    expect(loopbackHostFor('127.0.0.1')).toBe('127.0.0.1');
    expect(loopbackHostFor('::1')).toBe('::1');
  });

  it('is none of an outside address, which then gets a loopback listener', () => {
    expect(loopbackHostFor('192.0.2.10')).toBeUndefined();
    expect(loopbackHostFor('2001:db8::7')).toBeUndefined();
  });
});
