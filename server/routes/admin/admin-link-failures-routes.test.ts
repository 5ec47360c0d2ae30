// The Reports section's failed links on PGlite and PostgreSQL: each deal whose link failed is one open item with
// its latest reason; a moderator says the link works (the items close, the deal stays) or ends the deal (it
// leaves the lists), each decision once per key and in the audit log; members are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import {
  LINK_CHECK_AUDIT,
  LINK_FAILURES_API,
  linkFailureListSchema,
} from '../../../src/shared/price-history/link-checks.ts';
import { LINK_FAILURE_TEXTS } from '../../../src/shared/price-history/link-checks-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { auditLog, deals as dealsTable, linkChecks, rateLimits } from '../../db/schema.ts';
import { recordLinkOutcome } from '../../link-check/link-check-outcome.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const NOW = new Date('2026-08-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('failed links in the Reports section on %s', (kind) => {
  let server: TestServer;
  let moderator: AccountClient;
  let member: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => NOW });
    moderator = await memberWithRole(server, 'moderator', `links-mod-${kind}@example.com`, '198.51.100.40');
    member = await memberWithRole(server, 'member', `links-member-${kind}@example.com`, '198.51.100.41');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(dealsTable);
    await server.db.delete(rateLimits);
  });

  /** A failed check of the deal's link, `hoursAgo` before now. */
  const failedCheck = (dealId: string, hoursAgo: number, reason = '404 Not Found') =>
    recordLinkOutcome(server.db, {
      dealId,
      checkedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
      outcome: 'failed',
      reason,
      status: reason === '404 Not Found' ? 404 : 200,
      finalUrl: reason === '404 Not Found' ? null : 'https://shop.example/',
    });
  const list = async () =>
    linkFailureListSchema.parse((await moderator.get(LINK_FAILURES_API.list)).json()).items;
  const liveIds = async () =>
    ((await server.app.inject({ method: 'GET', url: '/api/deals' })).json() as Deal[]).map((deal) => deal.id);
  const auditOf = (dealId: string) =>
    server.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'deal'), eq(auditLog.subjectId, dealId)));

  it('lists one item per deal, with its latest reason, the longest waiting first, ended deals marked', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'lf-home', title: 'Desk <b>lamp</b>', affiliateUrl: 'https://shop.example/p/lamp' }),
        makeDeal({ id: 'lf-twice', title: 'Kettle' }),
        makeDeal({ id: 'lf-fine', title: 'Toaster' }),
      ],
      imported(),
    );
    await failedCheck('lf-twice', 12);
    await failedCheck('lf-home', 8, "redirected to the shop's home page");
    await failedCheck('lf-twice', 6, 'out of stock');
    const items = await list();
    expect(items.map((item) => item.dealId)).toEqual(['lf-twice', 'lf-home']);
    expect(items[0]).toMatchObject({
      dealTitle: 'Kettle',
      reason: 'out of stock',
      failures: 2,
      dealEnded: true,
      checkedAt: new Date(NOW.getTime() - 6 * HOUR).toISOString(),
    });
    expect(items[1]).toEqual({
      dealId: 'lf-home',
      dealTitle: 'Desk <b>lamp</b>',
      url: 'https://shop.example/p/lamp',
      reason: "redirected to the shop's home page",
      status: 200,
      finalUrl: 'https://shop.example/',
      checkedAt: new Date(NOW.getTime() - 8 * HOUR).toISOString(),
      failures: 1,
      dealEnded: false,
    });
  });

  it('closes a deal’s items when the link works, once per key, in the audit log; the deal stays', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'lf-works' })], imported());
    await failedCheck('lf-works', 3);
    const key = { 'idempotency-key': `link-works-${kind}-0001` };
    const first = await moderator.post(LINK_FAILURES_API.works('lf-works'), {}, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dealId: 'lf-works', closed: 1 });
    const replay = await moderator.post(LINK_FAILURES_API.works('lf-works'), {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await list()).toEqual([]);
    expect(await liveIds()).toEqual(['lf-works']);
    const [closed] = await server.db.select().from(linkChecks).where(eq(linkChecks.dealId, 'lf-works'));
    expect(closed).toMatchObject({ resolvedAt: NOW, resolvedBy: expect.any(String) });
    expect(await auditOf('lf-works')).toEqual([
      expect.objectContaining({ action: LINK_CHECK_AUDIT.works, after: { openLinkFailures: [] } }),
    ]);
    // A failure after "link works" starts a new run: one failure does not end the deal.
    await failedCheck('lf-works', -1);
    expect(await liveIds()).toEqual(['lf-works']);
    const again = await moderator.post(LINK_FAILURES_API.works('nothing-open'));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(LINK_FAILURE_TEXTS.noOpenItem);
  });

  it('ends the deal from its item: it leaves the list, and a second time is refused', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'lf-end' })], imported());
    await failedCheck('lf-end', 2);
    const ended = await moderator.post(LINK_FAILURES_API.expire('lf-end'));
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ dealId: 'lf-end', expired: true, closed: 1 });
    expect(await liveIds()).toEqual([]);
    expect(await list()).toEqual([]);
    expect(await auditOf('lf-end')).toEqual([
      expect.objectContaining({
        action: LINK_CHECK_AUDIT.expire,
        after: expect.objectContaining({ id: 'lf-end', expiryDate: NOW.toISOString(), openLinkFailures: [] }),
      }),
    ]);
    const twice = await moderator.post(LINK_FAILURES_API.expire('lf-end'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LINK_FAILURE_TEXTS.alreadyEnded);
  });

  it('refuses members and visitors', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'lf-guarded' })], imported());
    await failedCheck('lf-guarded', 1);
    expect((await member.get(LINK_FAILURES_API.list)).statusCode).toBe(403);
    expect((await member.post(LINK_FAILURES_API.works('lf-guarded'))).statusCode).toBe(403);
    expect((await member.post(LINK_FAILURES_API.expire('lf-guarded'))).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: LINK_FAILURES_API.list })).statusCode).toBe(401);
    expect(await list()).toHaveLength(1);
  });
});
