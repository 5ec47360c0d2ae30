// Submitting deals on PGlite and PostgreSQL: who may, what is checked, duplicates, limits, the outbox's
// replays and conflicting keys, and trusted members who publish at once. A member refused a moderator's
// route is route logic and runs on PGlite only (itOnce).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountOverviewSchema } from '../../../src/shared/account/account-api.ts';
import {
  duplicateCheckSchema,
  SUBMISSION_API,
  SUBMISSION_FIELD_ERRORS,
} from '../../../src/shared/community/submission.ts';
import { SUBMISSION_MESSAGES } from '../../../src/shared/community/submission-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED, VERIFIED_EMAIL_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { findLiveDeal } from '../../db/deals/deal-lookup.ts';
import { auditLog, dealPrices, rateLimits, submissions } from '../../db/schema.ts';
import { accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import {
  aSubmission,
  idOf,
  memberWithRole,
  unverifiedMember,
} from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { SUBMIT_RATE } from './submissions-routes.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });

describe.each(DATABASE_KINDS)('submitting deals on %s', (kind) => {
  let server: TestServer;
  let counter = 0;
  const newEmail = () => `submitter${++counter}-${kind}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  // Every test signs up from the same address; only the limit test keeps its counters.
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('keeps a verified member’s deal pending, out of every public list, and shows it on /account', async () => {
    const member = await memberWithRole(server, 'member', newEmail());
    const form = aSubmission({ title: 'Espresso machine with milk frother' });
    const response = await member.post(SUBMISSION_API.submit, form, withKey(randomUUID()));
    expect(response.statusCode).toBe(201);
    const { id, status } = json(response);
    expect(status).toBe('pending');

    const [stored] = await server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(stored).toMatchObject({
      status: 'pending',
      title: 'Espresso machine with milk frother',
      currentPrice: 79.99,
      originalPrice: 129.99,
      linkKey: expect.stringMatching(/^gadget-shop\.example\/products\/item-\d+$/),
    });
    // Not public anywhere until a moderator approves it.
    expect(await findLiveDeal(server.db, id, new Date())).toBeUndefined();
    const deals = await server.app.inject({ url: '/api/deals?q=espresso' });
    expect(deals.body).not.toContain('Espresso machine');
    const sitemap = await server.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(id);

    const overview = accountOverviewSchema.parse(json(await member.get('/api/account')));
    expect(overview.submissions).toEqual([
      expect.objectContaining({ id, status: 'pending', title: form.title, dealId: null, rejectReason: null }),
    ]);
  });

  it('refuses visitors and members whose address is not confirmed', async () => {
    const before = (await server.db.select().from(submissions)).length;
    const visitor = await accountClient(server).post(SUBMISSION_API.submit, aSubmission());
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe(SIGN_IN_REQUIRED);

    const unverified = await unverifiedMember(server, newEmail());
    const refused = await unverified.post(SUBMISSION_API.submit, aSubmission());
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(VERIFIED_EMAIL_REQUIRED);
    expect((await server.db.select().from(submissions)).length).toBe(before);
  });

  it('says which fields are wrong, in words, and stores nothing', async () => {
    const member = await memberWithRole(server, 'member', newEmail());
    const before = (await server.db.select().from(submissions)).length;
    const response = await member.post(
      SUBMISSION_API.submit,
      aSubmission({
        link: 'javascript:alert(1)',
        title: 'x'.repeat(301),
        currentPrice: 'cheap',
        originalPrice: '10',
        category: 'weapons',
        expiry: '2001-01-01',
        imageUrl: 'ftp://images.example/a.png',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toEqual({
      link: SUBMISSION_FIELD_ERRORS.link,
      title: SUBMISSION_FIELD_ERRORS.titleTooLong,
      currentPrice: SUBMISSION_FIELD_ERRORS.currentPrice,
      category: SUBMISSION_FIELD_ERRORS.category,
      expiry: SUBMISSION_FIELD_ERRORS.expiry,
      imageUrl: SUBMISSION_FIELD_ERRORS.imageUrl,
    });
    const cheaper = await member.post(
      SUBMISSION_API.submit,
      aSubmission({ currentPrice: '50', originalPrice: '40' }),
    );
    expect(json(cheaper).fields).toEqual({ originalPrice: SUBMISSION_FIELD_ERRORS.originalBelowCurrent });
    expect((await server.db.select().from(submissions)).length).toBe(before);
  });

  it('refuses a link already listed or pending, whatever tracking it carries', async () => {
    const member = await memberWithRole(server, 'member', newEmail());
    const listed = makeDeal({ affiliateUrl: 'https://Shop.Example/p/42?color=red&size=m' });
    await saveDeals(server.db, [listed], imported());
    const sameDeal = await member.post(
      SUBMISSION_API.submit,
      aSubmission({ link: 'https://www.shop.example/p/42?size=m&utm_campaign=x&color=red&gclid=1#reviews' }),
    );
    expect(sameDeal.statusCode).toBe(409);
    expect(json(sameDeal)).toMatchObject({
      message: SUBMISSION_MESSAGES.alreadyListed,
      duplicate: { kind: 'deal', id: listed.id, dealId: listed.id },
    });

    const first = await member.post(
      SUBMISSION_API.submit,
      aSubmission({ link: 'https://shop.example/p/77' }),
    );
    expect(first.statusCode).toBe(201);
    const other = await memberWithRole(server, 'member', newEmail());
    const again = await other.post(
      SUBMISSION_API.submit,
      aSubmission({ link: 'http://shop.example/p/77?fbclid=abc&ref=mail' }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      message: SUBMISSION_MESSAGES.alreadyPending,
      duplicate: { kind: 'submission', id: json(first).id, dealId: null },
    });
  });

  it('tells the member before sending about the same link and similar titles from the same store', async () => {
    const member = await memberWithRole(server, 'member', newEmail());
    const listed = makeDeal({
      title: 'Sony WH-1000XM5 Wireless Headphones',
      store: 'Sound Store',
      affiliateUrl: 'https://sound.example/sony-xm5',
    });
    const elsewhere = makeDeal({
      title: 'Sony WH-1000XM5 Wireless Headphones',
      store: 'Other Store',
      affiliateUrl: 'https://other.example/sony-xm5',
    });
    await saveDeals(server.db, [listed, elsewhere], imported());
    const check = await member.post(SUBMISSION_API.check, {
      link: 'https://sound.example/sony-xm5-black',
      title: 'Sony WH1000XM5 wireless headphones black',
      store: 'sound store',
    });
    expect(check.statusCode).toBe(200);
    const answer = duplicateCheckSchema.parse(json(check));
    expect(answer.alreadyListed).toBeNull();
    expect(answer.possibleDuplicates).toEqual([
      { kind: 'deal', id: listed.id, title: listed.title, store: listed.store, dealId: listed.id },
    ]);
    const same = duplicateCheckSchema.parse(
      json(await member.post(SUBMISSION_API.check, { link: 'https://sound.example/sony-xm5?utm_medium=x' })),
    );
    expect(same.alreadyListed).toMatchObject({ kind: 'deal', id: listed.id });
    expect(
      (await accountClient(server).post(SUBMISSION_API.check, { link: 'https://a.example' })).statusCode,
    ).toBe(401);
  });

  it('makes one submission of a replayed request and refuses its key with another body', async () => {
    const email = newEmail();
    const member = await memberWithRole(server, 'member', email);
    const key = randomUUID();
    const form = aSubmission();
    const first = await member.post(SUBMISSION_API.submit, form, withKey(key));
    const replay = await member.post(SUBMISSION_API.submit, form, withKey(key));
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    const userId = await idOf(server, email);
    expect(await server.db.select().from(submissions).where(eq(submissions.userId, userId))).toHaveLength(1);

    const conflict = await member.post(SUBMISSION_API.submit, aSubmission(), withKey(key));
    expect(conflict.statusCode).toBe(422);
    expect(await server.db.select().from(submissions).where(eq(submissions.userId, userId))).toHaveLength(1);
  });

  it('limits each member’s submissions per day, in the database', async () => {
    const member = await memberWithRole(server, 'member', newEmail());
    for (let sent = 0; sent < SUBMIT_RATE.max; sent += 1) {
      expect((await member.post(SUBMISSION_API.submit, aSubmission())).statusCode).toBe(201);
    }
    const limited = await member.post(SUBMISSION_API.submit, aSubmission());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited).message).toMatch(/Too many attempts/);
  });

  it('publishes at once for a member with three approved deals and no rejection in 30 days', async () => {
    const email = newEmail();
    const member = await memberWithRole(server, 'member', email);
    const userId = await idOf(server, email);
    const approved = async () => {
      const response = await member.post(SUBMISSION_API.submit, aSubmission());
      await server.db
        .update(submissions)
        .set({ status: 'live', reviewedAt: new Date() })
        .where(eq(submissions.id, json(response).id));
    };
    await approved();
    await approved();
    const third = await member.post(SUBMISSION_API.submit, aSubmission());
    expect(json(third).status).toBe('pending');
    await server.db
      .update(submissions)
      .set({ status: 'live', reviewedAt: new Date() })
      .where(eq(submissions.id, json(third).id));

    const trusted = await member.post(
      SUBMISSION_API.submit,
      aSubmission({ title: 'Trusted member’s robot vacuum' }),
    );
    expect(json(trusted).status).toBe('live');
    const deal = await findLiveDeal(server.db, json(trusted).id, new Date());
    expect(deal).toMatchObject({ title: 'Trusted member’s robot vacuum', currentPrice: 79.99 });
    // Its price is recorded as the member submitted it.
    const prices = await server.db
      .select({ price: dealPrices.price, listPrice: dealPrices.listPrice, source: dealPrices.source })
      .from(dealPrices)
      .where(eq(dealPrices.dealId, json(trusted).id));
    expect(prices).toEqual([{ price: 79.99, listPrice: 129.99, source: 'submission' }]);
    expect(deal?.priceTruth?.since).toEqual(expect.any(String));
    const [row] = await server.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, json(trusted).id));
    expect(row).toMatchObject({ publishedEarly: true, reviewedAt: null, dealId: json(trusted).id });
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, json(trusted).id));
    expect(audit).toMatchObject({ actorId: userId, action: 'submission.publish-early' });

    // A rejection in the last 30 days ends the trust.
    const rejected = await member.post(SUBMISSION_API.submit, aSubmission());
    await server.db
      .update(submissions)
      .set({ status: 'rejected', reviewedAt: new Date(), dealId: null })
      .where(eq(submissions.id, json(rejected).id));
    expect(json(await member.post(SUBMISSION_API.submit, aSubmission())).status).toBe('pending');
  });

  itOnce(kind)(
    'answers a moderator’s route with 403 for a plain member (roles are the server’s check)',
    async () => {
      const member = await memberWithRole(server, 'member', newEmail());
      const queue = await member.get(SUBMISSION_API.queue);
      expect(queue.statusCode).toBe(403);
      expect(json(queue).message).toBe(ROLE_REQUIRED);
    },
  );
});
