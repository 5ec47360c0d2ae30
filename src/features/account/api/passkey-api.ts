// Passkeys: the browser's WebAuthn ceremony (through @simplewebauthn/browser) between the server's
// options and its verification. Sign-in is usernameless: the authenticator offers the passkeys it holds
// for this site, and the server finds the member by the one chosen.
import { ApiCallError, callApi } from '@lib/api-client';
import { PASSKEY_TEXTS } from '@shared/account/account-texts';

const PASSKEY = '/api/auth/passkey';

const loadBrowserSupport = () => import('@simplewebauthn/browser');

/** A refused or timed-out browser prompt, in the words the screens show. */
const ceremonyError = (error: unknown) =>
  error instanceof ApiCallError
    ? error
    : new ApiCallError(
        (error as Error)?.name === 'NotAllowedError'
          ? PASSKEY_TEXTS.cancelled
          : (error as Error)?.message || PASSKEY_TEXTS.cancelled,
        400,
        'PASSKEY_CEREMONY',
      );

export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await loadBrowserSupport();
  try {
    const optionsJSON = await callApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      `${PASSKEY}/generate-authenticate-options`,
    );
    const response = await startAuthentication({ optionsJSON });
    await callApi(`${PASSKEY}/verify-authentication`, { body: { response } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

export async function addPasskey(name: string): Promise<void> {
  const { startRegistration } = await loadBrowserSupport();
  try {
    const optionsJSON = await callApi<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      `${PASSKEY}/generate-register-options?name=${encodeURIComponent(name)}`,
    );
    const response = await startRegistration({ optionsJSON });
    await callApi(`${PASSKEY}/verify-registration`, { body: { response, name } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

export const renamePasskey = (id: string, name: string) =>
  callApi(`${PASSKEY}/update-passkey`, { body: { id, name } });

export const removePasskey = (id: string) => callApi(`${PASSKEY}/delete-passkey`, { body: { id } });
