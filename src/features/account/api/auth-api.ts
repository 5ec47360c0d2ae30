// The account service's calls (/api/auth, /api/account), each one function. Every failure arrives as an
// ApiCallError (src/lib/api-client.ts) with the server's words and the problem per field.
import { paths } from '@config/paths';
import { ApiCallError, callApi } from '@lib/api-client';
import { ACCOUNT_API, type AccountOverview, accountOverviewSchema } from '@shared/account/account-api';
import type { ChangePasswordForm, LoginForm, ProfileForm, RegisterForm } from '@shared/account/account-forms';
import type { SocialProvider } from '@shared/account/account-texts';

const AUTH = '/api/auth';

export const signUp = ({ name, email, password, agreeToTerms }: RegisterForm) =>
  callApi(`${AUTH}/sign-up/email`, { body: { name, email, password, agreeToTerms } });

export const signIn = ({ email, password, rememberMe }: LoginForm) =>
  callApi(`${AUTH}/sign-in/email`, { body: { email, password, rememberMe } });

export const signOut = () => callApi(`${AUTH}/sign-out`, { body: {} });

export const requestPasswordReset = (email: string) =>
  callApi(`${AUTH}/request-password-reset`, { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(`${AUTH}/reset-password`, { body: { token, newPassword } });

export const verifyEmail = (token: string) =>
  callApi(`${AUTH}/verify-email?token=${encodeURIComponent(token)}`);

export const resendVerification = (email: string) =>
  callApi(`${AUTH}/send-verification-email`, { body: { email } });

export const changePassword = ({ currentPassword, newPassword }: ChangePasswordForm) =>
  callApi(`${AUTH}/change-password`, { body: { currentPassword, newPassword, revokeOtherSessions: true } });

export const updateName = ({ name }: ProfileForm) => callApi(`${AUTH}/update-user`, { body: { name } });

export const deleteAccount = (password: string | undefined) =>
  callApi(`${AUTH}/delete-user`, { body: password ? { password } : {} });

/** Starts Google or Facebook sign-in: resolves to the provider's address to go to. */
export async function socialSignInUrl(provider: SocialProvider): Promise<string> {
  const answer = await callApi<{ url?: string }>(`${AUTH}/sign-in/social`, {
    body: { provider: provider.toLowerCase(), callbackURL: paths.account, errorCallbackURL: paths.login },
  });
  if (!answer?.url) throw new ApiCallError('The sign-in service did not answer as expected.', 502);
  return answer.url;
}

export async function fetchAccountOverview(): Promise<AccountOverview> {
  const parsed = accountOverviewSchema.safeParse(await callApi(ACCOUNT_API.overview));
  if (!parsed.success) throw new ApiCallError('The account could not be read.', 502);
  return parsed.data;
}

export const endSession = (id: string) => callApi(ACCOUNT_API.session(id), { method: 'DELETE' });

export const endOtherSessions = () => callApi(ACCOUNT_API.endOtherSessions, { body: {} });
