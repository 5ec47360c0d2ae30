// Registration, e-mail verification, sign-in and sign-out, password reset, throttling and the same-origin
// check, through /api/auth on PGlite and on PostgreSQL. The form's refusals and the social sign-ins that
// are not set up are route logic and run on PGlite only (itOnce, describeOnce).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, FIELD_ERRORS, socialNotSetUp } from '../../../src/shared/account/account-texts.ts';
import { hashSessionToken } from '../../auth/session-token-hashing.ts';
import { accounts, outgoingMail, rateLimits, sessions, users, verifications } from '../../db/schema.ts';
import { CROSS_SITE_MESSAGE } from '../../plugins/same-origin.ts';
import { accountClient, latestMail, PASSWORD, signedInMember } from '../../test-support/account-client.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, describeOnce, itOnce } from '../../test-support/test-database.ts';

const SIGN_UP = '/api/auth/sign-up/email';
const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_OUT = '/api/auth/sign-out';
const RESET_REQUEST = '/api/auth/request-password-reset';
const RESET = '/api/auth/reset-password';

const json = (response: { body: string }) => JSON.parse(response.body);
const sessionCookieName = '__Host-rarefinds.session_token';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let server: TestServer;
  let counter = 0;
  /** A fresh address per test: throttles and accounts do not leak between tests. */
  const newEmail = () => `member${++counter}-${kind}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  describe('registration', () => {
    it('creates an unverified member with an argon2id hash and mails a link to confirm the address', async () => {
      const email = newEmail();
      const response = await accountClient(server).post(SIGN_UP, {
        name: 'Ana Lima',
        email,
        password: PASSWORD,
        agreeToTerms: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('token');
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ name: 'Ana Lima', emailVerified: false, role: 'member' });
      const [credential] = await server.db.select().from(accounts).where(eq(accounts.userId, user!.id));
      expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const mail = await latestMail(server, email);
      expect(mail.subject).toBe('Confirm your e-mail address for RareFinds');
      expect(mail.link).toMatch(new RegExp(`^${TEST_ORIGIN}/verify-email\\?token=`));
      expect(mail.htmlBody).toContain('<a href="https://rarefinds.test/verify-email?token=');
      // Without SMTP_URL the mail is logged, so a person running `npm start` alone can still register.
      expect(server.logs.some((line) => line.msg.includes(mail.link!))).toBe(true);
    });

    it('answers a taken address exactly like a new one, and tells the owner by mail', async () => {
      const email = newEmail();
      const client = accountClient(server);
      const first = await client.post(SIGN_UP, {
        name: 'Ana',
        email,
        password: PASSWORD,
        agreeToTerms: true,
      });
      const again = await client.post(SIGN_UP, {
        name: 'Someone',
        email: email.toUpperCase(),
        password: 'another long password',
        agreeToTerms: true,
      });
      expect(again.statusCode).toBe(first.statusCode);
      expect(Object.keys(json(again).user).sort()).toEqual(Object.keys(json(first).user).sort());
      expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      expect((await latestMail(server, email)).subject).toBe('You already have a RareFinds account');
    });

    itOnce(kind)('refuses what the form refuses, naming the field', async () => {
      const client = accountClient(server);
      const attempt = (body: object) =>
        client.post(SIGN_UP, {
          name: 'Ana',
          email: newEmail(),
          password: PASSWORD,
          agreeToTerms: true,
          ...body,
        });
      const short = await attempt({ password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(json(short).fields).toEqual({ password: FIELD_ERRORS.passwordTooShort });
      const common = await attempt({ password: 'Password123' });
      expect(json(common).fields).toEqual({ password: FIELD_ERRORS.passwordTooCommon });
      expect((await attempt({ password: 'x'.repeat(257) })).statusCode).toBe(400);
      expect(json(await attempt({ agreeToTerms: false })).fields).toEqual({
        agreeToTerms: FIELD_ERRORS.terms,
      });
      expect(json(await attempt({ email: 'not-an-address' })).fields).toHaveProperty('email');
      expect(json(await attempt({ name: '  ' })).fields).toEqual({ name: FIELD_ERRORS.nameRequired });
      // A long passphrase is welcome.
      expect((await attempt({ password: 'a long passphrase '.repeat(5) })).statusCode).toBe(200);
    });
  });

  describe('e-mail verification', () => {
    it('confirms the address with the mailed link, and refuses a broken one', async () => {
      const email = newEmail();
      const client = accountClient(server);
      await client.post(SIGN_UP, { name: 'Ana', email, password: PASSWORD, agreeToTerms: true });
      const { token } = await latestMail(server, email);
      const broken = await client.get(`/api/auth/verify-email?token=${token!.slice(0, -4)}xxxx`);
      expect(broken.statusCode).toBe(401);
      expect(json(broken)).toMatchObject({
        code: 'INVALID_TOKEN',
        message: AUTH_ERRORS.INVALID_TOKEN!.message,
      });
      const verified = await client.get(`/api/auth/verify-email?token=${token}`);
      expect(verified.statusCode).toBe(200);
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      expect(user!.emailVerified).toBe(true);
      // The request line is logged without the token.
      const requestLines = server.logs.filter((line) => 'req' in line);
      expect(
        requestLines.some((line) => JSON.stringify(line).includes('verify-email?token=[redacted]')),
      ).toBe(true);
      expect(requestLines.some((line) => JSON.stringify(line).includes(token!))).toBe(false);
    });

    it('lets an unverified member sign in, and shows them unverified', async () => {
      const email = newEmail();
      const client = accountClient(server);
      await client.post(SIGN_UP, { name: 'Ana', email, password: PASSWORD, agreeToTerms: true });
      expect((await client.post(SIGN_IN, { email, password: PASSWORD, rememberMe: true })).statusCode).toBe(
        200,
      );
      const account = json(await client.get('/api/account'));
      expect(account.member).toMatchObject({ email, emailVerified: false });
    });
  });

  describe('sign-in', () => {
    it('gives the same answer for an unknown address and a wrong password', async () => {
      const email = newEmail();
      await signedInMember(server, { email });
      const client = accountClient(server);
      const wrongPassword = await client.post(SIGN_IN, {
        email,
        password: 'not the password',
        rememberMe: true,
      });
      const unknown = await client.post(SIGN_IN, {
        email: newEmail(),
        password: 'not the password',
        rememberMe: true,
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(wrongPassword.body);
      expect(json(unknown).message).toBe(AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD!.message);
      expect(client.cookies.size).toBe(0);
    });

    it('keeps only a hash of the session token, in a new session at every sign-in', async () => {
      const email = newEmail();
      const client = await signedInMember(server, { email });
      const cookie = decodeURIComponent(client.cookies.get(sessionCookieName)!);
      const token = cookie.split('.')[0]!;
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      let rows = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token).not.toBe(token);
      expect(rows[0]!.token).toBe(createHash('sha256').update(token).digest('hex'));
      expect(hashSessionToken(token)).toBe(rows[0]!.token);

      await client.post(SIGN_IN, { email, password: PASSWORD, rememberMe: true });
      rows = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(rows).toHaveLength(2);
      expect(decodeURIComponent(client.cookies.get(sessionCookieName)!)).not.toBe(cookie);
    });

    it('sets a 30-day cookie with Remember me, and a browser-session cookie without it', async () => {
      const email = newEmail();
      const remembered = await signedInMember(server, { email });
      const forgetful = accountClient(server);
      const response = await forgetful.post(SIGN_IN, { email, password: PASSWORD, rememberMe: false });
      const cookieOf = (set: string | string[] | undefined) =>
        [set ?? []].flat().find((line) => line.startsWith(`${sessionCookieName}=`))!;
      expect(cookieOf(response.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/i);
      expect(cookieOf(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
      expect(cookieOf(response.headers['set-cookie'])).toMatch(/Secure/i);
      expect(cookieOf(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
      expect(cookieOf(response.headers['set-cookie'])).toMatch(/Path=\//);

      const again = await accountClient(server).post(SIGN_IN, {
        email,
        password: PASSWORD,
        rememberMe: true,
      });
      expect(cookieOf(again.headers['set-cookie'])).toMatch(/Max-Age=2592000/);

      remembered.restartBrowser();
      forgetful.restartBrowser();
      expect((await remembered.get('/api/account')).statusCode).toBe(200);
      expect((await forgetful.get('/api/account')).statusCode).toBe(401);
    });

    it('ends every session at its fixed age: signing in never extends it', async () => {
      const email = newEmail();
      const client = await signedInMember(server, { email });
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      const [row] = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      const age = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(Math.round(age / 86_400_000)).toBe(30);
      await client.get('/api/account');
      const [after] = await server.db.select().from(sessions).where(eq(sessions.id, row!.id));
      expect(after!.expiresAt.getTime()).toBe(row!.expiresAt.getTime());

      await server.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, row!.id));
      expect((await client.get('/api/account')).statusCode).toBe(401);
    });

    it('signs out by deleting the session, so the old cookie opens nothing', async () => {
      const email = newEmail();
      const client = await signedInMember(server, { email });
      const cookie = client.cookies.get(sessionCookieName)!;
      expect((await client.post(SIGN_OUT)).statusCode).toBe(200);
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      expect(await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
      const replay = await accountClient(server).get('/api/account', {
        cookie: `${sessionCookieName}=${cookie}`,
      });
      expect(replay.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers alike for known and unknown addresses', async () => {
      const email = newEmail();
      await signedInMember(server, { email });
      const client = accountClient(server);
      const known = await client.post(RESET_REQUEST, { email });
      const unknown = await client.post(RESET_REQUEST, { email: newEmail() });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect((await latestMail(server, email)).subject).toBe('Reset your RareFinds password');
    });

    it('resets once with the mailed link, ends every session, and refuses the link again', async () => {
      const email = newEmail();
      const laptop = await signedInMember(server, { email });
      const phone = accountClient(server, '198.51.100.7');
      await phone.post(SIGN_IN, { email, password: PASSWORD, rememberMe: true });
      await accountClient(server).post(RESET_REQUEST, { email });
      const { link, token } = await latestMail(server, email);
      expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`));
      // Only the hash of the token is stored.
      const stored = await server.db.select().from(verifications);
      expect(stored.some((row) => row.identifier.includes(token!))).toBe(false);

      const common = await accountClient(server).post(RESET, { token, newPassword: 'iloveyou' });
      expect(json(common).fields).toEqual({ newPassword: FIELD_ERRORS.passwordTooCommon });
      const reset = await accountClient(server).post(RESET, { token, newPassword: 'a brand new passphrase' });
      expect(reset.statusCode).toBe(200);
      expect((await laptop.get('/api/account')).statusCode).toBe(401);
      expect((await phone.get('/api/account')).statusCode).toBe(401);
      expect((await latestMail(server, email)).subject).toBe('Your RareFinds password was changed');

      const reused = await accountClient(server).post(RESET, {
        token,
        newPassword: 'yet another passphrase',
      });
      expect(reused.statusCode).toBe(400);
      expect(json(reused).message).toBe(AUTH_ERRORS.INVALID_TOKEN!.message);
      const client = accountClient(server);
      expect((await client.post(SIGN_IN, { email, password: PASSWORD, rememberMe: true })).statusCode).toBe(
        401,
      );
      expect(
        (await client.post(SIGN_IN, { email, password: 'a brand new passphrase', rememberMe: true }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a link older than 15 minutes', async () => {
      const email = newEmail();
      await signedInMember(server, { email });
      await accountClient(server).post(RESET_REQUEST, { email });
      const { token } = await latestMail(server, email);
      const [row] = await server.db.select().from(verifications).orderBy(verifications.createdAt);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
      await server.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      const late = await accountClient(server).post(RESET, { token, newPassword: 'a brand new passphrase' });
      expect(late.statusCode).toBe(400);
      expect(json(late).code).toBe('INVALID_TOKEN');
    });
  });

  describe('throttling', () => {
    it('stops guessing at one account after 5 failures, from any address, with Retry-After', async () => {
      const email = newEmail();
      await signedInMember(server, { email });
      for (let attempt = 0; attempt < 5; attempt++) {
        const client = accountClient(server, `198.51.100.${attempt + 20}`);
        expect(
          (await client.post(SIGN_IN, { email, password: `wrong ${attempt}`, rememberMe: true })).statusCode,
        ).toBe(401);
      }
      const blocked = await accountClient(server, '198.51.100.99').post(SIGN_IN, {
        email,
        password: PASSWORD,
        rememberMe: true,
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(blocked).message).toMatch(/Too many attempts/);
      // The counter is in the database, shared by every server process.
      expect((await server.db.select().from(rateLimits)).length).toBeGreaterThan(0);
      expect((await server.db.select().from(rateLimits)).some((row) => row.key.includes(email))).toBe(false);
    });

    it('stops one address after 20 failed sign-ins across accounts', async () => {
      const client = accountClient(server, '192.0.2.55');
      for (let attempt = 0; attempt < 20; attempt++) {
        await client.post(SIGN_IN, { email: newEmail(), password: 'wrong password', rememberMe: true });
      }
      const blocked = await client.post(SIGN_IN, {
        email: newEmail(),
        password: 'wrong password',
        rememberMe: true,
      });
      expect(blocked.statusCode).toBe(429);
      const elsewhere = accountClient(server, '192.0.2.56');
      expect(
        (await elsewhere.post(SIGN_IN, { email: newEmail(), password: 'x', rememberMe: true })).statusCode,
      ).toBe(401);
    });

    it('sends at most 3 reset mails an hour for one address', async () => {
      const email = newEmail();
      await signedInMember(server, { email });
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(
          (await accountClient(server, `198.51.100.${attempt + 40}`).post(RESET_REQUEST, { email }))
            .statusCode,
        ).toBe(200);
      }
      const blocked = await accountClient(server, '198.51.100.50').post(RESET_REQUEST, { email });
      expect(blocked.statusCode).toBe(429);
      const mails = await server.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email));
      expect(mails.filter((mail) => mail.subject.startsWith('Reset'))).toHaveLength(3);
    });
  });

  describe('requests from other sites', () => {
    it('refuses a cross-site or header-less state-changing request', async () => {
      const email = newEmail();
      const client = await signedInMember(server, { email });
      const crossSite = await client.post(
        SIGN_OUT,
        {},
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(json(crossSite).message).toBe(CROSS_SITE_MESSAGE);
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      expect(await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);

      const bare = await server.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email, password: PASSWORD, rememberMe: true },
      });
      expect(bare.statusCode).toBe(403);
      const wrongOrigin = await server.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { origin: 'https://evil.example' },
        payload: { email, password: PASSWORD, rememberMe: true },
      });
      expect(wrongOrigin.statusCode).toBe(403);
    });
  });

  describeOnce(kind)('Google and Facebook', () => {
    it('say plainly that they are not set up without their keys', async () => {
      const response = await accountClient(server).post('/api/auth/sign-in/social', { provider: 'google' });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe(socialNotSetUp('Google'));
    });
  });

  describe('passkeys', () => {
    it('offers a usernameless challenge and refuses an unknown credential', async () => {
      const client = accountClient(server);
      const options = await client.get('/api/auth/passkey/generate-authenticate-options');
      expect(options.statusCode).toBe(200);
      expect(json(options)).toMatchObject({ rpId: 'rarefinds.test', challenge: expect.any(String) });
      expect(json(options).allowCredentials ?? []).toEqual([]);
      const verify = await client.post('/api/auth/passkey/verify-authentication', {
        response: { id: 'unknown', rawId: 'unknown', type: 'public-key', response: {} },
      });
      expect(verify.statusCode).toBe(401);
      expect(json(verify).message).toBe(AUTH_ERRORS.PASSKEY_NOT_FOUND!.message);
    });
  });

  it('writes no password, session token or cookie to the log', async () => {
    const email = newEmail();
    const client = await signedInMember(server, { email, password: 'a secret nobody logs' });
    await client.get('/api/account');
    const cookie = client.cookies.get(sessionCookieName)!;
    const logged = JSON.stringify(server.logs);
    expect(logged).not.toContain('a secret nobody logs');
    expect(logged).not.toContain(decodeURIComponent(cookie).split('.')[0]!);
  });
});

describe('Google sign-in, when its keys are set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: { GOOGLE_CLIENT_ID: 'client-id.apps.example', GOOGLE_CLIENT_SECRET: 'client-secret' },
    });
  });
  afterAll(() => server.close());

  it('sends the browser to Google with our client id and callback', async () => {
    const response = await accountClient(server).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/account',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(json(response).url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-id.apps.example');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);
    const facebook = await accountClient(server).post('/api/auth/sign-in/social', { provider: 'facebook' });
    expect(facebook.statusCode).toBe(404);
  });

  it('refuses a callback address on another site', async () => {
    const response = await accountClient(server).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example/',
    });
    expect(response.statusCode).toBe(400);
  });
});
