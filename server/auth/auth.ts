// Accounts, built on better-auth (mounted under /api/auth/* by server/routes/auth/auth-routes.ts):
// e-mail + password with argon2id, e-mail verification, password reset, passkeys, and Google/Facebook
// when their keys are set. Its tables are ours (server/db/schema.ts), sessions live in the database
// with their tokens hashed, and every mail goes through server/mail.
//
// Choices that differ from better-auth's defaults, and why:
// - Sessions never slide: each ends SESSION_MAX_AGE_DAYS after sign-in (an absolute age limit), or after
//   one day for a sign-in without "Remember me", whose cookie also ends with the browser session.
// - Sign-up never says whether an address is taken (autoSignIn off): the owner of a taken address gets a
//   mail instead. A new member verifies the address, then signs in.
// - Its own rate limiter is off: ours keeps counters in the database, per address and per account.
// - The endpoints that hand session tokens to the page (get/list/revoke sessions) are off: the member and
//   their devices come from server/routes/account, devices are ended by id, and no answer carries a token.
import { randomBytes } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_ERRORS } from '../../src/shared/account/account-texts.ts';
import { readMeta } from '../db/app-meta.ts';
import type { Database } from '../db/client.ts';
import { accounts, appMeta, passkeys, sessions, users, verifications } from '../db/schema.ts';
import type { ServerEnv } from '../env.ts';
import {
  existingAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { applyOperatorEmails } from './roles.ts';
import { withHashedSessionTokens } from './session-token-hashing.ts';

export const AUTH_BASE_PATH = '/api/auth';

/** The client address as Fastify worked it out (TRUST_PROXY aware), handed to better-auth in this header. */
export const CLIENT_IP_HEADER = 'x-rarefinds-client-ip';

export const RESET_LINK_SECONDS = 15 * 60;
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/** Site pages that the links in mails open (the app's routes, src/shared/site/pages.ts). */
export const MAIL_LINK_PATHS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  login: '/login',
  forgotPassword: '/forgot-password',
} as const;

interface AuthDependencies {
  env: ServerEnv;
  db: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
}

/** AUTH_SECRET, or one made once and kept in the database (every process on it then shares it). */
export async function resolveAuthSecret(env: ServerEnv, db: Database): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await db
    .insert(appMeta)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const secret = await readMeta(db, 'auth_secret');
  if (!secret) throw new Error('The database has no auth secret.');
  return secret;
}

const socialProviders = (env: ServerEnv) => ({
  ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
    : {}),
  ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
    ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
    : {}),
});

export function createAuth({ env, db, mailer, secret, log }: AuthDependencies) {
  const origin = env.PUBLIC_ORIGIN;
  const https = origin.startsWith('https://');
  const link = (path: string, token?: string) =>
    token === undefined ? `${origin}${path}` : `${origin}${path}?token=${encodeURIComponent(token)}`;
  const adapter = drizzleAdapter(db, {
    provider: 'pg',
    schema: { users, sessions, accounts, verifications, passkeys },
  });

  return betterAuth({
    appName: 'RareFinds',
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    database: (options: BetterAuthOptions) => withHashedSessionTokens(adapter(options)),
    telemetry: { enabled: false },
    // Messages only: better-auth's extra arguments can carry request data.
    logger: {
      level: 'warn',
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
    trustedOrigins: [origin],
    rateLimit: { enabled: false },
    disabledPaths: [
      '/get-session',
      '/list-sessions',
      '/revoke-session',
      '/revoke-sessions',
      '/revoke-other-sessions',
    ],
    user: {
      modelName: 'users',
      additionalFields: {
        role: { type: 'string', defaultValue: 'member', input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      expiresIn: env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      encryptOAuthTokens: true,
      accountLinking: { enabled: true, trustedProviders: ['google', 'facebook'] },
    },
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        mailer.send({
          to: user.email,
          userId: user.id,
          ...resetPasswordMail(user.name, link(MAIL_LINK_PATHS.resetPassword, token)),
        }),
      onPasswordReset: ({ user }) =>
        mailer.send({
          to: user.email,
          userId: user.id,
          ...passwordChangedMail(user.name, link(MAIL_LINK_PATHS.forgotPassword)),
        }),
      onExistingUserSignUp: ({ user }) =>
        mailer.send({
          to: user.email,
          userId: user.id,
          ...existingAccountMail(
            user.name,
            link(MAIL_LINK_PATHS.login),
            link(MAIL_LINK_PATHS.forgotPassword),
          ),
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }) =>
        mailer.send({
          to: user.email,
          userId: user.id,
          ...verifyEmailMail(user.name, link(MAIL_LINK_PATHS.verifyEmail, token)),
        }),
      afterEmailVerification: async (user) => {
        await applyOperatorEmails(db, env.OPERATOR_EMAILS, user);
      },
    },
    socialProviders: socialProviders(env),
    plugins: [
      passkey({
        rpID: new URL(origin).hostname,
        rpName: 'RareFinds',
        origin,
        schema: { passkey: { modelName: 'passkeys' } },
      }),
    ],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Cookie names are ours: __Host- on https (Secure, Path=/, no Domain), plain names on http.
      useSecureCookies: false,
      cookiePrefix: https ? '__Host-rarefinds' : 'rarefinds',
      defaultCookieAttributes: { secure: https, sameSite: 'lax', httpOnly: true, path: '/' },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, passkey, Google, Facebook) creates a session: one place to refuse.
          before: async (session) => {
            const [user] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: AUTH_ERRORS.ACCOUNT_DISABLED!.message,
              });
            }
          },
          after: async (session) => {
            const [user] = await db.select().from(users).where(eq(users.id, session.userId));
            if (user) await applyOperatorEmails(db, env.OPERATOR_EMAILS, user);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
