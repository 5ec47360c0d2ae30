// The account forms' shapes (spec §3 "Forms") and rules. The spec's own rules (required fields, an e-mail
// address, the accepted terms) hold as before; accounts add the password rules of ASVS level 2: at least
// 8 characters, long passphrases welcome (up to 256), the confirmation must match, and the most common
// passwords are refused (by the server, which holds the list). The server checks every request with the
// same schemas, so it refuses exactly what the forms would.
import { z } from 'zod';
import { FIELD_ERRORS } from './account-texts';
import { emailAddress } from './email-address';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const PASSKEY_NAME_MAX_LENGTH = 60;

const password = z.string().min(1);
const email = emailAddress.max(254, FIELD_ERRORS.email);
const name = z
  .string()
  .trim()
  .min(1, FIELD_ERRORS.nameRequired)
  .max(NAME_MAX_LENGTH, FIELD_ERRORS.nameTooLong);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, FIELD_ERRORS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, FIELD_ERRORS.passwordTooLong);

/** A form with a new password and its confirmation: they must be the same. */
const CONFIRMATION_DIFFERS = { path: ['confirmPassword'], message: FIELD_ERRORS.passwordsDiffer };

export const loginFormSchema = z.object({
  email: emailAddress,
  password,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** What the browser sends to sign up (POST /api/auth/sign-up/email). */
export const registerRequestSchema = z.object({
  name,
  email,
  password: newPassword,
  agreeToTerms: z.literal(true, { error: FIELD_ERRORS.terms }),
});

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: password })
  .refine((values) => values.password === values.confirmPassword, CONFIRMATION_DIFFERS);
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailAddress });
/** @public */
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), newPassword });

export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: password })
  .refine((values) => values.newPassword === values.confirmPassword, CONFIRMATION_DIFFERS);
/** @public */
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/change-password. Changing it ends the member's other sessions. */
export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword,
  revokeOtherSessions: z.literal(true),
});

export const changePasswordFormSchema = z
  .object({ currentPassword: password, newPassword, confirmPassword: password })
  .refine((values) => values.newPassword === values.confirmPassword, CONFIRMATION_DIFFERS);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/update-user: only the name can be changed by the member. */
export const profileFormSchema = z.object({ name });
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, FIELD_ERRORS.passkeyName)
  .max(PASSKEY_NAME_MAX_LENGTH, FIELD_ERRORS.passkeyName);

/** POST /api/auth/delete-user: the password confirms it, for accounts that have one. */
export const deleteAccountRequestSchema = z.object({ password: password.optional() });

/** The first message per field of a failed parse, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
