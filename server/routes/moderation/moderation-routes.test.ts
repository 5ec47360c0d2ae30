// The moderation queue on PGlite and PostgreSQL: only moderators and operators see it and decide; an
// approved deal becomes public through the deal repository (and the delta sync sees it); a rejection
// reaches the member with its reason; every decision is in the audit log; replays decide once. Who may
// open the /admin pages is route logic and runs on PGlite only (itOnce).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountOverviewSchema } from '../../../src/shared/account/account-api.ts';
import { moderationQueueSchema, SUBMISSION_API } from '../../../src/shared/community/submission.ts';
import { SUBMISSION_MESSAGES } from '../../../src/shared/community/submission-texts.ts';
import { SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { findLiveDeal } from '../../db/deals/deal-lookup.ts';
import { auditLog, dealPrices, rateLimits, submissions } from '../../db/schema.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { aSubmission, idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });

describe.each(DATABASE_KINDS)('moderating submitted deals on %s', (kind) => {
  let server: TestServer;
  let counter = 0;
  const newEmail = (who: string) => `${who}${++counter}-${kind}@example.com`;

  const submit = async (member: AccountClient, overrides = {}) => {
    const response = await member.post(SUBMISSION_API.submit, aSubmission(overrides));
    expect(response.statusCode).toBe(201);
    return json(response).id as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('refuses visitors and members on every moderation route', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const id = await submit(member);
    const visitor = accountClient(server);
    for (const client of [visitor, member]) {
      const expected = client === visitor ? 401 : 403;
      const message = client === visitor ? SIGN_IN_REQUIRED : ROLE_REQUIRED;
      for (const response of [
        await client.get(SUBMISSION_API.queue),
        await client.post(SUBMISSION_API.approve(id), {}),
        await client.post(SUBMISSION_API.reject(id), { reason: 'No.' }),
      ]) {
        expect(response.statusCode).toBe(expected);
        expect(json(response).message).toBe(message);
      }
    }
    const [row] = await server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'pending', reviewedAt: null });
  });

  itOnce(kind)(
    'draws /admin for moderators only: visitors are sent to sign in, members get 403, never indexed',
    async () => {
      const visitor = await accountClient(server).get('/admin');
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe('/login?next=%2Fadmin');
      const member = await memberWithRole(server, 'member', newEmail('member'));
      expect((await member.get('/admin')).statusCode).toBe(403);
      const moderator = await memberWithRole(server, 'moderator', newEmail('moderator'));
      const page = await moderator.get('/admin');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/name="robots" content="noindex, follow"/);
      expect((await server.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/admin');
      // Every page under /admin is kept as close.
      const reports = await accountClient(server).get('/admin/reports');
      expect(reports.headers.location).toBe('/login?next=%2Fadmin%2Freports');
      expect((await member.get('/admin/reports')).statusCode).toBe(403);
      expect((await moderator.get('/admin/reports')).statusCode).toBe(200);
    },
  );

  it('lists the queue oldest first with possible duplicates, for moderators and operators', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const listed = makeDeal({ title: 'Robot vacuum cleaner RV-200', store: 'Clean Co' });
    await saveDeals(server.db, [listed], imported());
    const first = await submit(member, { title: 'Robot vacuum cleaner RV-200 with mop', store: 'clean co' });
    const second = await submit(member, { title: 'Garden hose 30 m' });
    for (const role of ['moderator', 'operator'] as const) {
      const moderator = await memberWithRole(server, role, newEmail(role));
      const response = await moderator.get(SUBMISSION_API.queue);
      expect(response.statusCode).toBe(200);
      const { entries } = moderationQueueSchema.parse(json(response));
      const ids = entries.map((entry) => entry.id);
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
      const entry = entries.find((item) => item.id === first)!;
      expect(entry).toMatchObject({
        status: 'pending',
        publishedEarly: false,
        memberName: expect.any(String),
      });
      expect(entry.possibleDuplicates).toEqual([
        { kind: 'deal', id: listed.id, title: listed.title, store: listed.store, dealId: listed.id },
      ]);
    }
  });

  it('approves a deal (with the moderator’s edits): public, in the delta sync, audited, off the queue', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const moderatorEmail = newEmail('moderator');
    const moderator = await memberWithRole(server, 'moderator', moderatorEmail);
    const id = await submit(member, { title: 'Standing desk, typo in titel' });
    const before = await server.app.inject({ url: '/api/deals?limit=1' });
    const syncToken = before.headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;

    const key = randomUUID();
    const edited = aSubmission({
      title: 'Standing desk with memory presets',
      currentPrice: '199',
      originalPrice: '299',
    });
    const approved = await moderator.post(SUBMISSION_API.approve(id), { deal: edited }, withKey(key));
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toEqual({ id, status: 'live', dealId: id });
    // The outbox may send it again: the stored answer, no second decision.
    const replay = await moderator.post(SUBMISSION_API.approve(id), { deal: edited }, withKey(key));
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const conflicting = await moderator.post(SUBMISSION_API.approve(id), {}, withKey(key));
    expect(conflicting.statusCode).toBe(422);

    const deal = await findLiveDeal(server.db, id, new Date());
    expect(deal).toMatchObject({
      title: 'Standing desk with memory presets',
      currentPrice: 199,
      source: 'own',
      priceTruth: { lowestBefore: null, listPriceSeen: false },
    });
    // Its price is recorded as the moderator approved it.
    const prices = await server.db
      .select({ price: dealPrices.price, listPrice: dealPrices.listPrice, source: dealPrices.source })
      .from(dealPrices)
      .where(eq(dealPrices.dealId, id));
    expect(prices).toEqual([{ price: 199, listPrice: 299, source: 'moderation' }]);
    const page = await server.app.inject({ url: `/api/deals/${id}` });
    expect(page.statusCode).toBe(200);
    // A device that synced before gets the new deal in its delta.
    const delta = await server.app.inject({ url: `/api/deals?since=${encodeURIComponent(syncToken)}` });
    expect(delta.statusCode).toBe(200);
    expect(delta.body).toContain('Standing desk with memory presets');

    const overview = accountOverviewSchema.parse(json(await member.get('/api/account')));
    expect(overview.submissions[0]).toMatchObject({ id, status: 'live', dealId: id });
    const { entries } = moderationQueueSchema.parse(json(await moderator.get(SUBMISSION_API.queue)));
    expect(entries.map((entry) => entry.id)).not.toContain(id);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: await idOf(server, moderatorEmail),
      action: 'submission.approve',
      before: expect.objectContaining({ title: 'Standing desk, typo in titel', status: 'pending' }),
      after: expect.objectContaining({ title: 'Standing desk with memory presets', status: 'live' }),
    });
    const again = await moderator.post(SUBMISSION_API.approve(id), {});
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(SUBMISSION_MESSAGES.alreadyDecided);
  });

  it('refuses edits that break the rules, keeping the submission pending', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const moderator = await memberWithRole(server, 'moderator', newEmail('moderator'));
    const id = await submit(member);
    const response = await moderator.post(SUBMISSION_API.approve(id), {
      deal: aSubmission({ title: '', currentPrice: '-3' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).fields).sort()).toEqual(['currentPrice', 'title']);
    const [row] = await server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row?.status).toBe('pending');
    expect((await moderator.post(SUBMISSION_API.approve('no-such-id'), {})).statusCode).toBe(404);
    // An edit may not turn it into a copy of a listed deal.
    const listed = makeDeal({ affiliateUrl: 'https://listed.example/item' });
    await saveDeals(server.db, [listed], imported());
    const copy = await moderator.post(SUBMISSION_API.approve(id), {
      deal: aSubmission({ link: 'https://listed.example/item?utm_source=x' }),
    });
    expect(copy.statusCode).toBe(409);
    expect(json(copy).message).toBe(SUBMISSION_MESSAGES.alreadyListed);
    const [still] = await server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(still?.status).toBe('pending');
  });

  it('rejects with a reason the member reads, and needs one', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const moderator = await memberWithRole(server, 'moderator', newEmail('moderator'));
    const id = await submit(member);
    const noReason = await moderator.post(SUBMISSION_API.reject(id), { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).fields.reason).toMatch(/Say why/);
    const tooLong = await moderator.post(SUBMISSION_API.reject(id), { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const rejected = await moderator.post(SUBMISSION_API.reject(id), {
      reason: 'The price is not lower anywhere.',
    });
    expect(rejected.statusCode).toBe(200);
    const overview = accountOverviewSchema.parse(json(await member.get('/api/account')));
    expect(overview.submissions[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectReason: 'The price is not lower anywhere.',
    });
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({
      action: 'submission.reject',
      after: expect.objectContaining({ status: 'rejected' }),
    });
  });

  it('lists an early publication for review after the fact, and a rejection takes it down', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const moderator = await memberWithRole(server, 'moderator', newEmail('moderator'));
    for (let approved = 0; approved < 3; approved += 1) {
      await moderator.post(SUBMISSION_API.approve(await submit(member)), {});
    }
    const early = await submit(member, { title: 'Trusted member’s deal' });
    expect(await findLiveDeal(server.db, early, new Date())).toBeDefined();
    const { entries } = moderationQueueSchema.parse(json(await moderator.get(SUBMISSION_API.queue)));
    expect(entries.find((entry) => entry.id === early)).toMatchObject({
      status: 'live',
      publishedEarly: true,
    });

    expect((await moderator.post(SUBMISSION_API.reject(early), { reason: 'Spam.' })).statusCode).toBe(200);
    expect(await findLiveDeal(server.db, early, new Date())).toBeUndefined();
    expect((await server.app.inject({ url: `/api/deals/${early}` })).statusCode).toBe(404);
  });
});
