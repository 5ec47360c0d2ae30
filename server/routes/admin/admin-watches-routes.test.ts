// The console's Watches section on PGlite and PostgreSQL: the overview's totals, hosts by reads over 7 UTC
// days, failing pages with their watchers and blocked hosts; blocking a host (which stops new watches there
// and covers the hosts under it) and lifting the block, each in the audit log; and a plain member refused.
// A refused host name and who may call at all are route logic (itOnce; admin-access.test.ts covers every
// console route's roles).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_WATCHES_API,
  ADMIN_WATCHES_MESSAGES,
  type AdminWatchesAnswer,
} from '../../../src/shared/console/admin-watches.ts';
import { WATCH_API } from '../../../src/shared/watch/watch.ts';
import { WATCH_TEXTS } from '../../../src/shared/watch/watch-texts.ts';
import { ROLE_REQUIRED } from '../../auth/members.ts';
import {
  auditLog,
  rateLimits,
  watchBlockedHosts,
  watchedProducts,
  watches,
  watchHostReads,
} from '../../db/schema.ts';
import { isHostBlocked } from '../../db/watch-repository.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const NOW = new Date('2026-06-10T10:00:00.000Z');
const json = <T>(response: { body: string }) => JSON.parse(response.body) as T;
const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('the console’s watches on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;
  let member: AccountClient;
  let operatorId: string;
  let memberId: string;

  const auditOf = (host: string, action: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, host), eq(auditLog.action, action)));
  const overview = async () => {
    const response = await operator.get(ADMIN_WATCHES_API.overview);
    expect(response.statusCode, response.body).toBe(200);
    return json<AdminWatchesAnswer>(response);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => NOW });
    operator = await memberWithRole(server, 'operator', `watches-operator-${kind}@example.com`);
    member = await memberWithRole(server, 'member', `watches-member-${kind}@example.com`, '198.51.100.7');
    operatorId = await idOf(server, `watches-operator-${kind}@example.com`);
    memberId = await idOf(server, `watches-member-${kind}@example.com`);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(watches);
    await server.db.delete(watchedProducts);
    await server.db.delete(watchHostReads);
    await server.db.delete(watchBlockedHosts);
    await server.db.delete(rateLimits);
  });

  it('sums up watches, hosts by reads over 7 days, failing pages and blocked hosts', async () => {
    const product = (id: string, host: string, extra: Partial<typeof watchedProducts.$inferInsert> = {}) => ({
      id,
      key: `${host}/${id}`,
      url: `https://${host}/${id}`,
      host,
      name: `Product ${id}`,
      nextCheckAt: NOW,
      ...extra,
    });
    await server.db.insert(watchedProducts).values([
      product('kettle', 'kettle.example'),
      product('lamp', 'kettle.example', {
        status: 'unreadable',
        failures: 3,
        lastError: 'The shop did not answer (time-out); please try again later.',
        checkedAt: NOW,
      }),
      product('mug', 'mug.example', { failures: 1 }),
    ]);
    await server.db.insert(watches).values([
      { id: 'w1', userId: memberId, productId: 'kettle' },
      { id: 'w2', userId: operatorId, productId: 'kettle' },
      { id: 'w3', userId: memberId, productId: 'lamp' },
    ]);
    await server.db.insert(watchHostReads).values([
      { host: 'kettle.example', day: day(0), reads: 4, failures: 1 },
      { host: 'kettle.example', day: day(6), reads: 3, failures: 0 },
      // Eight days ago: out of the week.
      { host: 'kettle.example', day: day(8), reads: 100, failures: 0 },
      { host: 'gone.example', day: day(1), reads: 9, failures: 9 },
    ]);

    const answer = await overview();
    expect(answer.totals).toEqual({ watches: 3, products: 3, members: 2, unreadable: 1, readsToday: 4 });
    expect(answer.hosts).toEqual([
      { host: 'gone.example', products: 0, watches: 0, reads7d: 9, failures7d: 9, blocked: false },
      { host: 'kettle.example', products: 2, watches: 3, reads7d: 7, failures7d: 1, blocked: false },
      { host: 'mug.example', products: 1, watches: 0, reads7d: 0, failures7d: 0, blocked: false },
    ]);
    expect(answer.failing).toEqual([
      {
        id: 'lamp',
        url: 'https://kettle.example/lamp',
        host: 'kettle.example',
        name: 'Product lamp',
        failures: 3,
        lastError: 'The shop did not answer (time-out); please try again later.',
        checkedAt: NOW.toISOString(),
        watchers: 1,
      },
      {
        id: 'mug',
        url: 'https://mug.example/mug',
        host: 'mug.example',
        name: 'Product mug',
        failures: 1,
        lastError: null,
        checkedAt: null,
        watchers: 0,
      },
    ]);
    expect(answer.blocked).toEqual([]);
  });

  it('blocks a host and the hosts under it, and lifts the block, each in the audit log', async () => {
    await server.db.insert(watchedProducts).values({
      id: 'kettle',
      key: 'shop.kettle.example/kettle',
      url: 'https://shop.kettle.example/kettle',
      host: 'shop.kettle.example',
      name: 'Kettle',
      nextCheckAt: NOW,
    });
    const blocked = await operator.put(
      ADMIN_WATCHES_API.host('WWW.Kettle.example'),
      { reason: 'Asked us to stop.' },
      { 'idempotency-key': `block-${kind}-1` },
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    const answer = json<AdminWatchesAnswer>(blocked);
    expect(answer.blocked).toEqual([
      { host: 'kettle.example', reason: 'Asked us to stop.', createdAt: NOW.toISOString() },
    ]);
    expect(answer.hosts).toMatchObject([{ host: 'shop.kettle.example', blocked: true }]);
    expect(await isHostBlocked(server.db, 'shop.kettle.example')).toBe(true);
    expect(await isHostBlocked(server.db, 'kettle.example.org')).toBe(false);
    const [entry] = await auditOf('kettle.example', 'watch-host.block');
    expect(entry).toMatchObject({
      actorId: operatorId,
      subjectType: 'watch-host',
      before: null,
      after: expect.objectContaining({ host: 'kettle.example', reason: 'Asked us to stop.' }),
    });

    // Nobody can start watching a page there.
    const refused = await member.post(WATCH_API.watches, { url: 'https://shop.kettle.example/lamp' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: WATCH_TEXTS.hostBlocked });

    // Blocking again changes the reason; lifting it twice changes nothing the second time.
    await operator.put(ADMIN_WATCHES_API.host('kettle.example'), { reason: 'Robots.' });
    expect((await overview()).blocked).toMatchObject([{ host: 'kettle.example', reason: 'Robots.' }]);
    const lifted = await operator.delete(ADMIN_WATCHES_API.host('kettle.example'));
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(json<AdminWatchesAnswer>(lifted).blocked).toEqual([]);
    expect((await operator.delete(ADMIN_WATCHES_API.host('kettle.example'))).statusCode).toBe(200);
    expect(await auditOf('kettle.example', 'watch-host.unblock')).toHaveLength(1);
    expect(await isHostBlocked(server.db, 'shop.kettle.example')).toBe(false);
  });

  itOnce(kind)('refuses a plain member and a host name that is none', async () => {
    for (const response of [
      await member.get(ADMIN_WATCHES_API.overview),
      await member.put(ADMIN_WATCHES_API.host('kettle.example'), { reason: '' }),
      await member.delete(ADMIN_WATCHES_API.host('kettle.example')),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ message: ROLE_REQUIRED });
    }
    const link = await operator.put(ADMIN_WATCHES_API.host('https://kettle.example/'), { reason: '' });
    expect(link.statusCode).toBe(400);
    expect(json(link)).toMatchObject({ code: 'INVALID_FIELDS', message: ADMIN_WATCHES_MESSAGES.badHost });
    expect(await server.db.select().from(watchBlockedHosts)).toEqual([]);
  });
});
