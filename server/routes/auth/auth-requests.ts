// What the account endpoints accept, and how often. Each POST that takes input is checked with the same
// zod schema as the form that sends it (src/shared/account/account-forms.ts) and only the checked fields are
// handed to better-auth. Throttles keep their counters in the database (server/security/rate-limiter.ts):
// per client address, and per account (the hash of the e-mail address typed, whether or not an account
// has it, so a throttle never tells which addresses exist).
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  passkeyNameSchema,
  profileFormSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../../src/shared/account/account-forms.ts';
import { FIELD_ERRORS } from '../../../src/shared/account/account-texts.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import type { RateRule } from '../../security/rate-limiter.ts';

export interface Throttle {
  action: string;
  by: 'ip' | 'account';
  rule: RateRule;
  /** 'every' counts each request; 'failures' counts refused ones (wrong password, bad passkey). */
  counts: 'every' | 'failures';
}

export interface AuthRequestRule {
  /** The body's schema; its output is what better-auth receives. */
  body?: z.ZodType<Record<string, unknown>>;
  throttles?: Throttle[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The new password field of a request must not be one of the most common passwords. */
const uncommon = <T extends z.ZodObject>(schema: T, field: string) =>
  schema.superRefine((values, context) => {
    const password = (values as Record<string, unknown>)[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      context.addIssue({ code: 'custom', path: [field], message: FIELD_ERRORS.passwordTooCommon });
    }
  });

const signInThrottles = (action: string): Throttle[] => [
  { action, by: 'ip', rule: { max: 20, windowSeconds: 15 * MINUTE }, counts: 'failures' },
  { action, by: 'account', rule: { max: 5, windowSeconds: 15 * MINUTE }, counts: 'failures' },
];

/** Keyed by the path under /api/auth, for POST requests. */
export const AUTH_REQUESTS: Record<string, AuthRequestRule> = {
  '/sign-up/email': {
    // The terms must be accepted, but better-auth keeps no such field: it is checked, then left out.
    body: uncommon(registerRequestSchema, 'password').transform(({ name, email, password }) => ({
      name,
      email,
      password,
    })),
    throttles: [{ action: 'sign-up', by: 'ip', rule: { max: 10, windowSeconds: HOUR }, counts: 'every' }],
  },
  '/sign-in/email': { body: loginFormSchema, throttles: signInThrottles('sign-in') },
  '/request-password-reset': {
    body: forgotPasswordFormSchema,
    throttles: [
      { action: 'reset', by: 'ip', rule: { max: 10, windowSeconds: HOUR }, counts: 'every' },
      { action: 'reset', by: 'account', rule: { max: 3, windowSeconds: HOUR }, counts: 'every' },
    ],
  },
  '/reset-password': {
    body: uncommon(resetPasswordRequestSchema, 'newPassword'),
    throttles: [
      { action: 'reset-use', by: 'ip', rule: { max: 10, windowSeconds: 15 * MINUTE }, counts: 'failures' },
    ],
  },
  '/send-verification-email': {
    body: forgotPasswordFormSchema,
    throttles: [
      { action: 'verify-mail', by: 'ip', rule: { max: 10, windowSeconds: HOUR }, counts: 'every' },
      { action: 'verify-mail', by: 'account', rule: { max: 3, windowSeconds: HOUR }, counts: 'every' },
    ],
  },
  '/change-password': {
    body: uncommon(changePasswordRequestSchema, 'newPassword'),
    throttles: [
      {
        action: 'password-check',
        by: 'ip',
        rule: { max: 10, windowSeconds: 15 * MINUTE },
        counts: 'failures',
      },
    ],
  },
  '/delete-user': {
    body: deleteAccountRequestSchema,
    throttles: [
      {
        action: 'password-check',
        by: 'ip',
        rule: { max: 10, windowSeconds: 15 * MINUTE },
        counts: 'failures',
      },
    ],
  },
  '/update-user': { body: profileFormSchema },
  '/passkey/update-passkey': { body: z.object({ id: z.string().min(1).max(100), name: passkeyNameSchema }) },
  '/passkey/delete-passkey': { body: z.object({ id: z.string().min(1).max(100) }) },
  '/passkey/verify-authentication': {
    throttles: [
      { action: 'passkey', by: 'ip', rule: { max: 20, windowSeconds: 15 * MINUTE }, counts: 'failures' },
    ],
  },
};
