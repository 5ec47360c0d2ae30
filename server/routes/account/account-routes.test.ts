// The account page's data, signed-in devices, password change, roles, the data download and account
// deletion, on PGlite and on PostgreSQL; and the request guards later routes build on, which are route
// logic and run on PGlite only (itOnce).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountOverviewSchema, DATA_EXPORT_FILE_NAME } from '../../../src/shared/account/account-api.ts';
import { FIELD_ERRORS } from '../../../src/shared/account/account-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import {
  ROLE_REQUIRED,
  requireMember,
  requireRole,
  requireVerifiedEmail,
  SIGN_IN_REQUIRED,
  VERIFIED_EMAIL_REQUIRED,
} from '../../auth/members.ts';
import { outgoingMail, rateLimits, sessions, users, wishlistItems } from '../../db/schema.ts';
import { accountClient, latestMail, PASSWORD, signedInMember } from '../../test-support/account-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);

describe.each(DATABASE_KINDS)('the account on %s', (kind) => {
  let server: TestServer;
  let counter = 0;
  const newEmail = () => `account${++counter}-${kind}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPERATOR_EMAILS: 'Boss@Example.com, other@example.com' },
      routes: (app, ctx) => {
        // The guards every later route uses, on one route per check.
        app.get('/api/test/member', async (request) => (await requireMember(ctx, request)).email);
        app.get('/api/test/verified', async (request) => {
          const member = await requireMember(ctx, request);
          requireVerifiedEmail(member);
          return 'ok';
        });
        app.get('/api/test/moderation', async (request) => {
          const member = await requireMember(ctx, request);
          requireRole(member, 'moderator', 'operator');
          return 'ok';
        });
      },
    });
  });
  afterAll(() => server.close());
  // Every test signs up from the same address; the sign-up throttle is tested in the auth routes.
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('shows the member, their devices and whether they have a password', async () => {
    const email = newEmail();
    const laptop = await signedInMember(server, { email });
    await accountClient(server, '198.51.100.8').post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: false,
    });
    const response = await laptop.get('/api/account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const overview = accountOverviewSchema.parse(json(response));
    expect(overview.member).toMatchObject({ name: 'Ana Lima', email, emailVerified: true, role: 'member' });
    expect(overview.hasPassword).toBe(true);
    expect(overview.sessions).toHaveLength(2);
    expect(overview.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(overview.sessions.map((session) => session.ipAddress).sort()).toEqual([
      '198.51.100.8',
      '203.0.113.10',
    ]);
    expect(response.body).not.toMatch(/token/i);
    expect((await accountClient(server).get('/api/account')).statusCode).toBe(401);
  });

  it('ends one other device, or all others, and never another member’s', async () => {
    const email = newEmail();
    const laptop = await signedInMember(server, { email });
    const phone = accountClient(server, '198.51.100.9');
    await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    const tablet = accountClient(server, '198.51.100.10');
    await tablet.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    const stranger = await signedInMember(server, { email: newEmail(), name: 'Bea' });

    const phoneSession = accountOverviewSchema
      .parse(json(await phone.get('/api/account')))
      .sessions.find((session) => session.current)!;
    const attack = await stranger.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(attack.statusCode).toBe(404);
    expect((await phone.get('/api/account')).statusCode).toBe(200);

    expect((await laptop.delete(`/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect((await phone.get('/api/account')).statusCode).toBe(401);
    expect((await tablet.get('/api/account')).statusCode).toBe(200);

    expect(json(await laptop.post('/api/account/sessions/end-others'))).toEqual({ ended: 1 });
    expect((await tablet.get('/api/account')).statusCode).toBe(401);
    expect((await laptop.get('/api/account')).statusCode).toBe(200);
    expect((await stranger.get('/api/account')).statusCode).toBe(200);
  });

  it('changes the password with the current one, ending the other devices', async () => {
    const email = newEmail();
    const laptop = await signedInMember(server, { email });
    const phone = accountClient(server, '198.51.100.11');
    await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'not it',
      newPassword: 'a fresh passphrase',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toEqual({ currentPassword: FIELD_ERRORS.currentPasswordWrong });
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a fresh passphrase',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await laptop.get('/api/account')).statusCode).toBe(200);
    expect((await phone.get('/api/account')).statusCode).toBe(401);
  });

  it('renames the member, and refuses an empty name', async () => {
    const client = await signedInMember(server, { email: newEmail() });
    expect((await client.post('/api/auth/update-user', { name: '' })).statusCode).toBe(400);
    expect((await client.post('/api/auth/update-user', { name: 'Ana Maria Lima' })).statusCode).toBe(200);
    expect(json(await client.get('/api/account')).member.name).toBe('Ana Maria Lima');
  });

  it('makes a verified address on OPERATOR_EMAILS an operator', async () => {
    const boss = await signedInMember(server, { email: 'boss@example.com', name: 'Boss' });
    expect(json(await boss.get('/api/account')).member.role).toBe('operator');
    expect((await boss.get('/api/test/moderation')).statusCode).toBe(200);
    // Not before the address is verified.
    const other = accountClient(server);
    await other.post('/api/auth/sign-up/email', {
      name: 'Other',
      email: 'other@example.com',
      password: PASSWORD,
      agreeToTerms: true,
    });
    await other.post('/api/auth/sign-in/email', {
      email: 'other@example.com',
      password: PASSWORD,
      rememberMe: true,
    });
    expect(json(await other.get('/api/account')).member.role).toBe('member');
  });

  itOnce(kind)('guards routes by session, verified address and role', async () => {
    const visitor = await accountClient(server).get('/api/test/member');
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toMatchObject({ message: SIGN_IN_REQUIRED, code: 'SIGN_IN_REQUIRED' });

    const email = newEmail();
    const unverified = accountClient(server);
    await unverified.post('/api/auth/sign-up/email', {
      name: 'New',
      email,
      password: PASSWORD,
      agreeToTerms: true,
    });
    await unverified.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    expect((await unverified.get('/api/test/member')).body).toBe(email);
    const refused = await unverified.get('/api/test/verified');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(VERIFIED_EMAIL_REQUIRED);

    const member = await signedInMember(server, { email: newEmail() });
    expect((await member.get('/api/test/verified')).statusCode).toBe(200);
    const moderation = await member.get('/api/test/moderation');
    expect(moderation.statusCode).toBe(403);
    expect(json(moderation).message).toBe(ROLE_REQUIRED);
    await server.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.email, (await member.get('/api/test/member')).body));
    expect((await member.get('/api/test/moderation')).statusCode).toBe(200);
  });

  it('downloads everything held about the member, and no secret', async () => {
    const email = newEmail();
    const client = await signedInMember(server, { email });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const deal = makeDeal();
    await server.db
      .insert(wishlistItems)
      .values({ userId: user!.id, dealId: deal.id, deal, addedAt: new Date() });
    const response = await client.get('/api/account/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${DATA_EXPORT_FILE_NAME}"`);
    const data = json(response);
    expect(data.account).toMatchObject({ name: 'Ana Lima', email, emailVerified: true, role: 'member' });
    expect(data.signInMethods).toEqual([{ provider: 'credential', since: expect.any(String) }]);
    expect(data.signedInDevices).toHaveLength(1);
    expect(data.wishlist).toEqual([expect.objectContaining({ dealId: deal.id })]);
    expect(data.mailSent.map((mail: { subject: string }) => mail.subject)).toContain(
      'Confirm your e-mail address for RareFinds',
    );
    expect(response.body).not.toMatch(/argon2|token|password"/i);
  });

  it('deletes the account and everything held about it, with the password', async () => {
    const email = newEmail();
    const client = await signedInMember(server, { email });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const deal = makeDeal();
    await server.db
      .insert(wishlistItems)
      .values({ userId: user!.id, dealId: deal.id, deal, addedAt: new Date() });

    const wrong = await client.post('/api/auth/delete-user', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(await server.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);

    const deleted = await client.post('/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await server.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect(await server.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user!.id))).toEqual(
      [],
    );
    expect(await server.db.select().from(outgoingMail).where(eq(outgoingMail.userId, user!.id))).toEqual([]);
    expect((await client.get('/api/account')).statusCode).toBe(401);
    const again = await accountClient(server).post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(again.statusCode).toBe(401);
    // The address can be used for a new account.
    await accountClient(server).post('/api/auth/sign-up/email', {
      name: 'Ana again',
      email,
      password: PASSWORD,
      agreeToTerms: true,
    });
    expect((await latestMail(server, email)).subject).toBe('Confirm your e-mail address for RareFinds');
  });
});
