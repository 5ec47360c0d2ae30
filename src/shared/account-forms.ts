// The account forms' shapes (spec §3 "Forms") and rules (spec §5): required fields, an e-mail address,
// the accepted terms. Deliberately no password-match or length rule: the spec has none.
import { z } from 'zod';
import { emailAddress } from './email-address';

const requiredText = z.string().trim().min(1);
const password = z.string().min(1);

export const loginFormSchema = z.object({
  email: emailAddress,
  password,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  name: requiredText,
  email: emailAddress,
  password,
  confirmPassword: password,
  agreeToTerms: z.literal(true),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailAddress });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export interface AccountForms {
  login: LoginForm;
  register: RegisterForm;
  forgotPassword: ForgotPasswordForm;
}
export type AccountFormKind = keyof AccountForms;

/** Field names whose values are never written anywhere in clear. */
export const SECRET_FIELDS: readonly string[] = ['password', 'confirmPassword'];
export const MASKED_SECRET = '********';
