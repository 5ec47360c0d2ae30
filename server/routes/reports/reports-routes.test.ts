// Reports on PGlite and PostgreSQL: one per member, deal and reason; Expired from the threshold of
// different members ends the deal at once (it leaves the list, stays reachable); moderators list, dismiss,
// end a reported deal and reactivate, and nobody else may (route logic, run on PGlite only: itOnce).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_OPEN_REPORT,
  REPORTED_DEAL_ALREADY_ENDED,
} from '../../../src/shared/community/community-texts.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { auditLog, deals as dealsTable, rateLimits, users } from '../../db/schema.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const json = (response: { body: string }) => JSON.parse(response.body);
const reportUrl = (id: string) => `/api/deals/${id}/reports`;

describe.each(DATABASE_KINDS)('reports on %s', (kind) => {
  let server: TestServer;
  let ana: AccountClient;
  let ben: AccountClient;
  let mod: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => NOW, env: { EXPIRE_REPORTS_THRESHOLD: '2' } });
    ana = await signedInMember(server, { email: `ana-reports-${kind}@example.com` });
    ben = await signedInMember(
      server,
      { email: `ben-reports-${kind}@example.com` },
      accountClient(server, '198.51.100.21'),
    );
    const modEmail = `mod-reports-${kind}@example.com`;
    mod = await signedInMember(server, { email: modEmail }, accountClient(server, '198.51.100.22'));
    await server.db.update(users).set({ role: 'moderator' }).where(eq(users.email, modEmail));
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(dealsTable);
    await server.db.delete(rateLimits);
  });

  /** The audit log's entries about one record, as a moderator's action left them. */
  const auditOf = (subjectType: string, subjectId: string) =>
    server.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)));

  const listIds = async () =>
    (json(await server.app.inject({ method: 'GET', url: '/api/deals' })) as Deal[]).map((deal) => deal.id);

  it('takes one report per member, deal and reason, with a note, and lists it for moderators', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'odd' })], imported());
    const sent = await ana.post(reportUrl('odd'), { reason: 'wrong-price', note: 'It is $80 at checkout.' });
    expect(sent.statusCode).toBe(201);
    expect(json(sent)).toMatchObject({ dealId: 'odd', reason: 'wrong-price', dealExpired: false });
    const again = await ana.post(reportUrl('odd'), { reason: 'wrong-price' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toMatch(/already reported/);
    expect((await ana.post(reportUrl('odd'), { reason: 'spam' })).statusCode).toBe(201);

    const open = json(await mod.get('/api/reports')).reports as { id: string; reason: string }[];
    expect(open).toHaveLength(2);
    expect(open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dealId: 'odd', reason: 'wrong-price', note: 'It is $80 at checkout.' }),
        expect.objectContaining({ dealId: 'odd', reason: 'spam', note: '' }),
      ]),
    );
    const spam = open.find((report) => report.reason === 'spam')!;
    const dismissed = await mod.post(`/api/reports/${spam.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(json(await mod.get('/api/reports')).reports).toHaveLength(1);
    expect(await auditOf('report', spam.id)).toEqual([
      expect.objectContaining({ action: 'report.dismiss', after: { open: false } }),
    ]);
    // The deal is untouched by reasons other than Expired.
    expect(await listIds()).toEqual(['odd']);
  });

  it('ends a deal at once when two different members report it expired; it stays reachable; a moderator reactivates it', async () => {
    await saveDeals(
      server.db,
      [makeDeal({ id: 'gone', expiryDate: '2026-12-31T00:00:00.000Z' })],
      imported(),
    );
    const first = await server.app.inject({ method: 'GET', url: '/api/deals' });
    const token = first.headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;

    expect(json(await ana.post(reportUrl('gone'), { reason: 'expired' })).dealExpired).toBe(false);
    expect(await listIds()).toEqual(['gone']);
    expect(json(await ben.post(reportUrl('gone'), { reason: 'expired' })).dealExpired).toBe(true);

    expect(await listIds()).toEqual([]);
    const delta = json(
      await server.app.inject({ method: 'GET', url: `/api/deals?since=${encodeURIComponent(token)}` }),
    );
    expect(delta.removed).toEqual(['gone']);
    const page = await server.app.inject({ method: 'GET', url: '/api/deals/gone' });
    expect(page.statusCode).toBe(200);
    expect(json(page).expiryDate).toBe(NOW.toISOString());
    const discussion = json(await ana.get('/api/deals/gone/discussion'));
    expect(discussion).toMatchObject({ reports: ['expired'], endedDeal: { id: 'gone' } });

    expect((await ana.post('/api/deals/gone/reactivate')).statusCode).toBe(403);
    const back = await mod.post('/api/deals/gone/reactivate');
    expect(back.statusCode).toBe(200);
    expect(await listIds()).toEqual(['gone']);
    expect(json(await server.app.inject({ method: 'GET', url: '/api/deals/gone' })).expiryDate).toBe(
      '2026-12-31T00:00:00.000Z',
    );
    // Its Expired reports are closed: the count starts again.
    expect(json(await mod.get('/api/reports')).reports).toEqual([]);
    expect((await mod.post('/api/deals/gone/reactivate')).statusCode).toBe(409);
    expect(await auditOf('deal', 'gone')).toEqual([
      expect.objectContaining({ action: 'deal.reactivate', before: { endedByReports: true } }),
    ]);
  });

  it('answers a replayed key once, refuses the key with another body, and refuses bad reports', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'twice' })], imported());
    const key = { 'idempotency-key': `report-once-${kind}-0001` };
    const first = await ana.post(reportUrl('twice'), { reason: 'duplicate', note: 'Same as another' }, key);
    const replay = await ana.post(reportUrl('twice'), { reason: 'duplicate', note: 'Same as another' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    expect((await ana.post(reportUrl('twice'), { reason: 'other' }, key)).statusCode).toBe(422);

    const unknown = await ana.post(reportUrl('twice'), { reason: 'boring' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toMatch(/reason/);
    const long = await ana.post(reportUrl('twice'), { reason: 'other', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/at most 500/);
    expect((await ana.post(reportUrl('nothing-here'), { reason: 'spam' })).statusCode).toBe(404);
  });

  it('lets a moderator act on a report by ending the reported deal, closing its reports, in the audit log', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'spammy' }), makeDeal({ id: 'kept' })], imported());
    const spam = json(await ana.post(reportUrl('spammy'), { reason: 'spam', note: 'Fake shop' })).id;
    await ben.post(reportUrl('spammy'), { reason: 'wrong-price' });
    const other = json(await ben.post(reportUrl('kept'), { reason: 'duplicate' })).id;

    expect((await ana.post(`/api/reports/${spam}/end-deal`)).statusCode).toBe(403);
    const key = { 'idempotency-key': `end-deal-${kind}-0001` };
    const ended = await mod.post(`/api/reports/${spam}/end-deal`, {}, key);
    expect(ended.statusCode).toBe(200);
    expect(json(ended)).toEqual({ id: spam, dealId: 'spammy', dealEnded: true });
    const replay = await mod.post(`/api/reports/${spam}/end-deal`, {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    expect(await listIds()).toEqual(['kept']);
    const open = json(await mod.get('/api/reports')).reports as { id: string }[];
    expect(open.map((report) => report.id)).toEqual([other]);
    const [entry] = await auditOf('deal', 'spammy');
    expect(entry).toMatchObject({
      action: 'deal.expire',
      before: { id: 'spammy' },
      after: { id: 'spammy', endedForReport: spam, expiryDate: NOW.toISOString() },
    });
    expect((entry!.after as { reportsResolved: string[] }).reportsResolved).toHaveLength(2);

    const again = await mod.post(`/api/reports/${spam}/end-deal`);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(NO_OPEN_REPORT);
  });

  it('refuses to end a reported deal that has already ended, saying so', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'over' })], imported());
    const id = json(await ana.post(reportUrl('over'), { reason: 'spam' })).id;
    await server.db
      .update(dealsTable)
      .set({ expiryDate: new Date(NOW.getTime() - 60_000) })
      .where(eq(dealsTable.id, 'over'));
    const refused = await mod.post(`/api/reports/${id}/end-deal`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(REPORTED_DEAL_ALREADY_ENDED);
  });

  itOnce(kind)(
    'refuses visitors and members the moderators’ list and actions, and visitors a report',
    async () => {
      await saveDeals(server.db, [makeDeal({ id: 'guarded' })], imported());
      const visitor = accountClient(server, '198.51.100.40');
      expect((await visitor.post(reportUrl('guarded'), { reason: 'spam' })).statusCode).toBe(401);
      expect((await visitor.get('/api/reports')).statusCode).toBe(401);
      expect((await ana.get('/api/reports')).statusCode).toBe(403);
      const id = json(await ana.post(reportUrl('guarded'), { reason: 'spam' })).id;
      expect((await ana.post(`/api/reports/${id}/dismiss`)).statusCode).toBe(403);
      expect((await visitor.post(`/api/reports/${id}/dismiss`)).statusCode).toBe(401);
    },
  );

  it('limits how many reports a member sends', async () => {
    const many = Array.from({ length: 5 }, (_, index) => makeDeal({ id: `r${index}` }));
    await saveDeals(server.db, many, imported());
    let status = 201;
    let sent = 0;
    for (const deal of many) {
      for (const reason of ['spam', 'other', 'duplicate', 'wrong-price', 'broken-link']) {
        if (status !== 201) break;
        status = (await ben.post(reportUrl(deal.id), { reason })).statusCode;
        sent += 1;
      }
    }
    expect(status).toBe(429);
    expect(sent).toBe(21);
  });
});
