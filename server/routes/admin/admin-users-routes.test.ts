// The console's Users section on PGlite and PostgreSQL: operators search the accounts, read one with what
// it submitted and reported, give roles, disable (which signs the member out everywhere at once) and enable;
// an operator never demotes or disables their own account; every change is audited once, replays change
// nothing. Who may call these routes at all is admin-access.test.ts's to prove.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../src/shared/account/account-api.ts';
import { SUBMISSION_API } from '../../../src/shared/community/submission.ts';
import {
  ACCOUNT_LIST_LIMIT,
  ADMIN_USERS_API,
  accountChangeAnswerSchema,
  accountDetailSchema,
  USERS_PAGE_SIZE,
  userSearchAnswerSchema,
} from '../../../src/shared/console/admin-users.ts';
import { ADMIN_USERS_MESSAGES, unknownRoleMessage } from '../../../src/shared/console/admin-users-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import {
  auditLog,
  dealComments,
  dealReports,
  dealReviews,
  dealVotes,
  rateLimits,
  sessions,
  users,
} from '../../db/schema.ts';
import { type AccountClient, accountClient, PASSWORD } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { aSubmission, idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });

describe.each(DATABASE_KINDS)('the Users section of the console on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;
  let operatorId: string;
  let counter = 0;
  const newEmail = (who: string) => `${who}${++counter}-${kind}@example.com`;
  const listedOperator = `listed-${kind}@example.com`;

  const auditOf = (subjectId: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, subjectId)))
      .orderBy(asc(auditLog.id));
  const roleOf = async (id: string) =>
    (await server.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPERATOR_EMAILS: listedOperator } });
    const email = newEmail('olga');
    operator = await memberWithRole(server, 'operator', email);
    operatorId = await idOf(server, email);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('searches names and addresses in any case, filters by role and pages the answer', async () => {
    const stamp = `srch${kind}`;
    const base = Date.parse('2026-02-01T00:00:00Z');
    await server.db.insert(users).values(
      Array.from({ length: USERS_PAGE_SIZE + 2 }, (_, index) => ({
        id: `${stamp}-${index}`,
        name: index === 0 ? `Zoë ${stamp} Quinn` : `Member ${index}`,
        email: `${stamp}.${index}@Example.com`.toLowerCase(),
        emailVerified: true,
        role: index % 10 === 3 ? 'moderator' : 'member',
        createdAt: new Date(base + index * 1000),
      })),
    );
    const search = async (query: string) => {
      const response = await operator.get(`${ADMIN_USERS_API.search}?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return userSearchAnswerSchema.parse(json(response));
    };

    const first = await search(`q=${stamp.toUpperCase()}`);
    expect(first).toMatchObject({ total: USERS_PAGE_SIZE + 2, page: 1, pageSize: USERS_PAGE_SIZE });
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    // Newest first.
    expect(first.users[0]!.id).toBe(`${stamp}-${USERS_PAGE_SIZE + 1}`);
    const second = await search(`q=${stamp}&page=2`);
    expect(second.users.map((user) => user.id)).toEqual([`${stamp}-1`, `${stamp}-0`]);

    const byName = await search(`q=${encodeURIComponent('zoë')}`);
    expect(byName.users.map((user) => user.id)).toEqual([`${stamp}-0`]);
    expect(byName.users[0]).toEqual({
      id: `${stamp}-0`,
      name: `Zoë ${stamp} Quinn`,
      email: `${stamp}.0@example.com`,
      role: 'member',
      emailVerified: true,
      disabledAt: null,
      createdAt: new Date(base).toISOString(),
    });

    const moderators = await search(`q=${stamp}&role=moderator`);
    expect(moderators.users.map((user) => user.id).sort()).toEqual(
      [`${stamp}-13`, `${stamp}-23`, `${stamp}-3`].sort(),
    );

    // % and _ are characters here, not patterns.
    expect((await search('q=%25')).total).toBe(0);
    expect((await search(`q=${stamp}_`)).total).toBe(0);
    expect((await search(`q=${stamp}.1`)).users.map((user) => user.id)).toContain(`${stamp}-1`);

    const badRole = await operator.get(`${ADMIN_USERS_API.search}?role=admin`);
    expect(badRole.statusCode).toBe(400);
    expect(json(badRole).message).toMatch(/The query parameter 'role' is invalid/);
    const badPage = await operator.get(`${ADMIN_USERS_API.search}?page=0`);
    expect(badPage.statusCode).toBe(400);
    expect(json(badPage).message).toMatch(/'page'/);
  });

  it('shows one account with its submissions, reports and activity', async () => {
    const email = newEmail('mia');
    const mia = await memberWithRole(server, 'member', email);
    const miaId = await idOf(server, email);
    const moderator = await memberWithRole(server, 'moderator', newEmail('mod'));
    const kept = await mia.post(SUBMISSION_API.submit, aSubmission({ title: 'Waiting kettle' }));
    const turnedDown = await mia.post(SUBMISSION_API.submit, aSubmission({ title: 'Turned down drill' }));
    expect(
      (await moderator.post(SUBMISSION_API.reject(json(turnedDown).id), { reason: 'No.' })).statusCode,
    ).toBe(200);
    const [deal, other] = [makeDeal({ title: 'Reported <b>lamp</b>' }), makeDeal()];
    await saveDeals(server.db, [deal, other], imported());
    await server.db.insert(dealReports).values([
      { id: randomUUID(), dealId: deal.id, userId: miaId, reason: 'expired', note: 'Sold out.' },
      {
        id: randomUUID(),
        dealId: other.id,
        userId: miaId,
        reason: 'spam',
        resolvedAt: new Date(),
        createdAt: new Date(Date.now() - 60_000),
      },
    ]);
    await server.db.insert(dealVotes).values([
      { dealId: deal.id, userId: miaId, direction: 1, weight: 1 },
      { dealId: other.id, userId: miaId, direction: -1, weight: 1 },
    ]);
    await server.db
      .insert(dealComments)
      .values({ id: randomUUID(), dealId: deal.id, userId: miaId, body: 'Hi' });
    await server.db
      .insert(dealReviews)
      .values({ id: randomUUID(), dealId: deal.id, userId: miaId, rating: 4, body: 'Good.' });

    const response = await operator.get(ADMIN_USERS_API.account(miaId));
    expect(response.statusCode).toBe(200);
    const detail = accountDetailSchema.parse(json(response));
    expect(detail.account).toMatchObject({ id: miaId, email, role: 'member', disabledAt: null });
    expect(
      detail.submissions.map(({ title, status, rejectReason }) => ({ title, status, rejectReason })),
    ).toEqual([
      { title: 'Turned down drill', status: 'rejected', rejectReason: 'No.' },
      { title: 'Waiting kettle', status: 'pending', rejectReason: null },
    ]);
    expect(detail.submissions[0]!.reviewedAt).not.toBeNull();
    expect(detail.submissions[1]).toMatchObject({ id: json(kept).id, reviewedAt: null });
    expect(detail.reports).toMatchObject([
      {
        dealId: deal.id,
        dealTitle: 'Reported <b>lamp</b>',
        reason: 'expired',
        note: 'Sold out.',
        resolvedAt: null,
      },
      { dealId: other.id, reason: 'spam', resolvedAt: expect.any(String) },
    ]);
    expect(detail.counts).toEqual({ submissions: 2, reports: 2, comments: 1, votes: 2, reviews: 1 });
    expect(ACCOUNT_LIST_LIMIT).toBeGreaterThanOrEqual(2);

    const unknown = await operator.get(ADMIN_USERS_API.account('no-such-account'));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(ADMIN_USERS_MESSAGES.notFound);
  });

  it('gives a role that takes effect on the next request, audited once however often it is sent', async () => {
    const email = newEmail('max');
    const max = await memberWithRole(server, 'member', email);
    const maxId = await idOf(server, email);
    expect((await max.get(SUBMISSION_API.queue)).statusCode).toBe(403);

    const key = randomUUID();
    const changed = await operator.post(ADMIN_USERS_API.role(maxId), { role: 'moderator' }, withKey(key));
    expect(changed.statusCode).toBe(200);
    expect(accountChangeAnswerSchema.parse(json(changed)).account).toMatchObject({
      id: maxId,
      role: 'moderator',
    });
    // The same request again (an answer lost on the way) is answered from the store and changes nothing.
    const replay = await operator.post(ADMIN_USERS_API.role(maxId), { role: 'moderator' }, withKey(key));
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(changed));
    const reused = await operator.post(ADMIN_USERS_API.role(maxId), { role: 'operator' }, withKey(key));
    expect(reused.statusCode).toBe(422);

    expect((await max.get(SUBMISSION_API.queue)).statusCode).toBe(200);
    const entries = await auditOf(maxId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: operatorId,
      action: 'user.role',
      before: { id: maxId, email, role: 'member' },
      after: { id: maxId, email, role: 'moderator' },
    });

    // Asking for the role it already has changes nothing and logs nothing.
    const same = await operator.post(ADMIN_USERS_API.role(maxId), { role: 'moderator' });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(maxId)).toHaveLength(1);

    // Back to member: the queue is closed again.
    expect((await operator.post(ADMIN_USERS_API.role(maxId), { role: 'member' })).statusCode).toBe(200);
    expect((await max.get(SUBMISSION_API.queue)).statusCode).toBe(403);
    expect((await auditOf(maxId)).map((entry) => entry.action)).toEqual(['user.role', 'user.role']);
  });

  it('refuses unknown roles, unknown accounts and a missing role, saying which', async () => {
    const email = newEmail('una');
    await memberWithRole(server, 'member', email);
    const unaId = await idOf(server, email);
    const unknownRole = await operator.post(ADMIN_USERS_API.role(unaId), { role: 'admin' });
    expect(unknownRole.statusCode).toBe(400);
    expect(json(unknownRole)).toMatchObject({
      message: unknownRoleMessage('admin'),
      fields: { role: 'Unknown role admin: use one of member, moderator, operator.' },
    });
    const missing = await operator.post(ADMIN_USERS_API.role(unaId), {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields.role).toMatch(/Choose the role/);
    const extra = await operator.post(ADMIN_USERS_API.role(unaId), { role: 'member', admin: true });
    expect(extra.statusCode).toBe(400);
    for (const url of [
      ADMIN_USERS_API.role('no-such-account'),
      ADMIN_USERS_API.disable('no-such-account'),
      ADMIN_USERS_API.enable('no-such-account'),
    ]) {
      const response = await operator.post(url, { role: 'member' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(json(response).message).toBe(ADMIN_USERS_MESSAGES.notFound);
    }
    expect(await roleOf(unaId)).toBe('member');
    expect(await auditOf(unaId)).toEqual([]);
  });

  it('never lets an operator demote or disable their own account', async () => {
    for (const role of ['moderator', 'member']) {
      const refused = await operator.post(ADMIN_USERS_API.role(operatorId), { role });
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ message: ADMIN_USERS_MESSAGES.ownAccount, code: 'OWN_ACCOUNT' });
    }
    const disable = await operator.post(ADMIN_USERS_API.disable(operatorId), {});
    expect(disable.statusCode).toBe(409);
    expect(json(disable).message).toBe(ADMIN_USERS_MESSAGES.ownAccount);
    expect(await roleOf(operatorId)).toBe('operator');
    expect((await operator.get(ADMIN_USERS_API.search)).statusCode).toBe(200);
    expect(await auditOf(operatorId)).toEqual([]);
  });

  it('refuses to demote an address OPERATOR_EMAILS would make an operator again', async () => {
    await memberWithRole(server, 'member', listedOperator);
    const listedId = await idOf(server, listedOperator);
    expect(await roleOf(listedId)).toBe('operator');
    const refused = await operator.post(ADMIN_USERS_API.role(listedId), { role: 'member' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(ADMIN_USERS_MESSAGES.listedOperator);
    expect(await roleOf(listedId)).toBe('operator');
  });

  it('lets only one of two operators demoting each other at once succeed', async () => {
    const [aEmail, bEmail] = [newEmail('ada'), newEmail('bob')];
    const ada = await memberWithRole(server, 'operator', aEmail, '198.51.100.31');
    const bob = await memberWithRole(server, 'operator', bEmail, '198.51.100.32');
    const [adaId, bobId] = [await idOf(server, aEmail), await idOf(server, bEmail)];
    const answers = await Promise.all([
      ada.post(ADMIN_USERS_API.role(bobId), { role: 'member' }),
      bob.post(ADMIN_USERS_API.role(adaId), { role: 'member' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(json(answers.find((answer) => answer.statusCode === 403)!).message).toBe(ROLE_REQUIRED);
    expect([await roleOf(adaId), await roleOf(bobId)].sort()).toEqual(['member', 'operator']);
  });

  it('disables an account: every session ends, the member is a visitor and cannot sign in; enable undoes it', async () => {
    const email = newEmail('dora');
    const phone = await memberWithRole(server, 'member', email, '198.51.100.41');
    const laptop = accountClient(server, '198.51.100.42');
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true }))
        .statusCode,
    ).toBe(200);
    const doraId = await idOf(server, email);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, doraId))).toHaveLength(2);

    const key = randomUUID();
    const disabled = await operator.post(ADMIN_USERS_API.disable(doraId), {}, withKey(key));
    expect(disabled.statusCode).toBe(200);
    expect(json(disabled).account).toMatchObject({ id: doraId, disabledAt: expect.any(String) });
    const replay = await operator.post(ADMIN_USERS_API.disable(doraId), {}, withKey(key));
    expect(replay.headers['idempotent-replayed']).toBe('true');

    expect(await server.db.select().from(sessions).where(eq(sessions.userId, doraId))).toEqual([]);
    for (const device of [phone, laptop]) {
      const overview = await device.get(ACCOUNT_API.overview);
      expect(overview.statusCode).toBe(401);
      expect(json(overview).message).toBe(SIGN_IN_REQUIRED);
    }
    const again = await accountClient(server, '198.51.100.43').post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(again.statusCode).toBe(403);
    expect(json(again).code).toBe('ACCOUNT_DISABLED');

    const enabled = await operator.post(ADMIN_USERS_API.enable(doraId), {});
    expect(enabled.statusCode).toBe(200);
    expect(json(enabled).account.disabledAt).toBeNull();
    const back = accountClient(server, '198.51.100.44');
    const signIn = { email, password: PASSWORD, rememberMe: true };
    expect((await back.post('/api/auth/sign-in/email', signIn)).statusCode).toBe(200);
    expect((await back.get(ACCOUNT_API.overview)).statusCode).toBe(200);

    const entries = await auditOf(doraId);
    expect(entries.map((entry) => entry.action)).toEqual(['user.disable', 'user.enable']);
    expect(entries[0]).toMatchObject({
      actorId: operatorId,
      before: { id: doraId, disabledAt: null },
      after: { id: doraId, disabledAt: expect.any(String), sessionsEnded: 2 },
    });
    expect(entries[1]).toMatchObject({
      before: { disabledAt: expect.any(String) },
      after: { disabledAt: null },
    });
    // Enabling an account that is not disabled changes nothing.
    expect((await operator.post(ADMIN_USERS_API.enable(doraId), {})).statusCode).toBe(200);
    expect(await auditOf(doraId)).toHaveLength(2);
  });
});
