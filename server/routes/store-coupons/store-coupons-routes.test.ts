// Members' codes on PGlite and PostgreSQL: a verified member's code waits (pending, source member) in the
// moderators' queue beside the submitted deals and out of the store directory; a twin of a live or waiting
// code, an unknown store, an unconfirmed address and the daily limit are refused; a replay is one code; a
// moderator's approval puts it live, a rejection keeps it out, each in the audit log. A refused form and a
// member refused a moderator's decision are route logic and run on PGlite only (itOnce).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moderationQueueSchema, SUBMISSION_API } from '../../../src/shared/community/submission.ts';
import {
  COUPON_SUBMISSION_API,
  couponSubmitAnswerSchema,
  pendingCouponsSchema,
} from '../../../src/shared/store/coupon-submission.ts';
import { COUPON_SUBMISSION_MESSAGES } from '../../../src/shared/store/coupon-submission-texts.ts';
import { ROLE_REQUIRED, VERIFIED_EMAIL_REQUIRED } from '../../auth/members.ts';
import { listLiveCoupons } from '../../db/coupon-repository.ts';
import { auditLog, coupons, rateLimits, stores } from '../../db/schema.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { idOf, memberWithRole, unverifiedMember } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { COUPON_SUBMIT_RATE } from './store-coupons-routes.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });
const MARKUP = '<img src=x onerror="alert(1)">20% off';

let counter = 0;
/** A code as a member fills it in; every call a new code unless told otherwise. */
const aCode = (overrides: Record<string, string> = {}) => {
  counter += 1;
  return { code: `SAVE${counter}`, title: `20% off orders over $${counter}`, ...overrides };
};

describe.each(DATABASE_KINDS)('members’ codes on %s', (kind) => {
  let server: TestServer;
  let moderator: AccountClient;
  let emails = 0;
  const newEmail = (who: string) => `${who}${++emails}-${kind}@example.com`;

  const send = (
    member: AccountClient,
    body: object,
    slug = 'kettle-shop',
    headers?: Record<string, string>,
  ) => member.post(COUPON_SUBMISSION_API.submit(slug), body, headers);
  const codesOf = (slug: string) => server.db.select().from(coupons).where(eq(coupons.storeSlug, slug));
  const queue = async () => {
    const response = await moderator.get(SUBMISSION_API.queue);
    expect(response.statusCode).toBe(200);
    moderationQueueSchema.parse(json(response));
    return pendingCouponsSchema.parse(json(response)).coupons;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.insert(stores).values([
      { slug: 'kettle-shop', name: 'Kettle Shop', hosts: ['kettle.example'] },
      { slug: 'lamp-shop', name: 'Lamp Shop', hosts: ['lamp.example'] },
      { slug: 'old-lamps', name: 'Old Lamps', mergedInto: 'lamp-shop' },
    ]);
    moderator = await memberWithRole(server, 'moderator', newEmail('moderator'));
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('keeps a verified member’s code waiting in the moderators’ queue, its markup as text', async () => {
    const email = newEmail('member');
    const member = await memberWithRole(server, 'member', email);
    const response = await send(member, aCode({ code: 'kettle10', title: MARKUP, terms: 'New customers.' }));
    expect(response.statusCode).toBe(201);
    const { id } = couponSubmitAnswerSchema.parse(json(response));

    const [stored] = await server.db.select().from(coupons).where(eq(coupons.id, id));
    expect(stored).toMatchObject({
      storeSlug: 'kettle-shop',
      code: 'kettle10',
      codeKey: 'KETTLE10',
      title: MARKUP,
      terms: 'New customers.',
      status: 'pending',
      source: 'member',
      submittedBy: await idOf(server, email),
      endsAt: null,
    });
    // Not shown anywhere until a moderator approves it.
    expect((await listLiveCoupons(server.db, new Date())).map((coupon) => coupon.id)).not.toContain(id);
    expect(await queue()).toContainEqual(
      expect.objectContaining({
        id,
        storeSlug: 'kettle-shop',
        storeName: 'Kettle Shop',
        code: 'kettle10',
        title: MARKUP,
        memberName: expect.stringContaining('member'),
      }),
    );
  });

  it('refuses a twin of a live or waiting code of the store, whatever its case, and takes it for another store', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    expect((await send(member, aCode({ code: 'TWIN5' }))).statusCode).toBe(201);
    const waiting = await send(member, aCode({ code: 'twin5' }));
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting).message).toBe(COUPON_SUBMISSION_MESSAGES.duplicate);

    await server.db
      .update(coupons)
      .set({ status: 'live' })
      .where(and(eq(coupons.storeSlug, 'kettle-shop'), eq(coupons.codeKey, 'TWIN5')));
    expect((await send(member, aCode({ code: 'Twin5' }))).statusCode).toBe(409);
    expect((await send(member, aCode({ code: 'twin5' }), 'lamp-shop')).statusCode).toBe(201);
    expect((await codesOf('kettle-shop')).filter((coupon) => coupon.codeKey === 'TWIN5')).toHaveLength(1);
  });

  it('answers 404 for an unknown store, and gives a merged store’s codes to the store it became', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const unknown = await send(member, aCode(), 'no-such-store');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(COUPON_SUBMISSION_MESSAGES.unknownStore);

    const merged = await send(member, aCode({ code: 'OLDLAMP' }), 'old-lamps');
    expect(merged.statusCode).toBe(201);
    const [stored] = await server.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, json(merged).id));
    expect(stored?.storeSlug).toBe('lamp-shop');
  });

  it('refuses visitors and members whose address is not confirmed, and stores nothing', async () => {
    const before = (await codesOf('kettle-shop')).length;
    expect((await send(accountClient(server), aCode())).statusCode).toBe(401);
    const unverified = await unverifiedMember(server, newEmail('unverified'));
    const refused = await send(unverified, aCode());
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(VERIFIED_EMAIL_REQUIRED);
    expect(await codesOf('kettle-shop')).toHaveLength(before);
  });

  it('makes one code of a replayed request', async () => {
    const email = newEmail('member');
    const member = await memberWithRole(server, 'member', email);
    const key = randomUUID();
    const body = aCode();
    const first = await send(member, body, 'kettle-shop', withKey(key));
    const replay = await send(member, body, 'kettle-shop', withKey(key));
    expect(first.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    const userId = await idOf(server, email);
    expect(await server.db.select().from(coupons).where(eq(coupons.submittedBy, userId))).toHaveLength(1);
  });

  it('limits each member’s codes per day, in the database', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    for (let sent = 0; sent < COUPON_SUBMIT_RATE.max; sent += 1)
      expect((await send(member, aCode())).statusCode).toBe(201);
    const limited = await send(member, aCode());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const [row] = await server.db.select().from(rateLimits);
    expect(row).toBeDefined();
  });

  it('puts an approved code live on its store and keeps a rejected one out, each decision in the audit log', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const approvedId = json(await send(member, aCode({ code: 'GOLIVE' }))).id as string;
    const rejectedId = json(await send(member, aCode({ code: 'NOPE' }))).id as string;

    const approved = await moderator.post(
      COUPON_SUBMISSION_API.approve(approvedId),
      {},
      withKey(randomUUID()),
    );
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toEqual({ id: approvedId, status: 'live' });
    const rejected = await moderator.post(COUPON_SUBMISSION_API.reject(rejectedId), {});
    expect(json(rejected)).toEqual({ id: rejectedId, status: 'rejected' });

    const live = await listLiveCoupons(server.db, new Date());
    expect(live).toContainEqual(
      expect.objectContaining({ id: approvedId, storeSlug: 'kettle-shop', code: 'GOLIVE', source: 'member' }),
    );
    expect(live.map((coupon) => coupon.id)).not.toContain(rejectedId);
    const waiting = (await queue()).map((coupon) => coupon.id);
    expect(waiting).not.toContain(approvedId);
    expect(waiting).not.toContain(rejectedId);

    const audits = await server.db.select().from(auditLog).where(eq(auditLog.subjectType, 'coupon'));
    expect(audits.filter((row) => row.subjectId === approvedId)).toEqual([
      expect.objectContaining({
        action: 'coupon.approve',
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'live' }),
      }),
    ]);
    expect(audits.filter((row) => row.subjectId === rejectedId)).toEqual([
      expect.objectContaining({
        action: 'coupon.reject',
        after: expect.objectContaining({ status: 'rejected' }),
      }),
    ]);

    const again = await moderator.post(COUPON_SUBMISSION_API.reject(approvedId), {});
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(COUPON_SUBMISSION_MESSAGES.alreadyDecided);
    expect((await moderator.post(COUPON_SUBMISSION_API.approve('no-such-code'), {})).statusCode).toBe(404);
  });

  itOnce(kind)('names the fields at fault in a refused code', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const response = await send(member, { code: 'TWO WORDS', title: 'x', url: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).fields).sort()).toEqual(['code', 'title', 'url']);
    expect(json(response).fields.code).toBe('A code has no spaces.');
  });

  itOnce(kind)('answers a member’s decision on a code with 403 (roles are the server’s check)', async () => {
    const member = await memberWithRole(server, 'member', newEmail('member'));
    const id = json(await send(member, aCode())).id as string;
    const refused = await member.post(COUPON_SUBMISSION_API.approve(id), {});
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(ROLE_REQUIRED);
  });
});
