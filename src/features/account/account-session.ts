// Keeps this device's idea of the account in step with the server: after a sign-in, at start-up when
// online, and when the account page opens. A session that ended elsewhere (signed out on another device,
// a password reset, a deleted account) is noticed here, and the device forgets the account.
import { ApiCallError, callApi } from '@lib/api-client';
import { loadCache } from '@lib/db/load-cache';
import { rememberMember } from '@lib/member/member-state';
import { refreshFollows } from '@lib/member-follows';
import { unsubscribeFromPush } from '@lib/pwa/push-subscription';
import type { AccountOverview } from '@shared/account/account-api';
import { ALERT_API } from '@shared/alerts/alerts';
import { fetchAccountOverview, signOut } from './api/auth-api';
import { forgetAccount } from './forget-account';

/**
 * Fetches the account and stores it; resolves to it, or to null when nobody is signed in.
 * `persistent`, right after a sign-in: whether it outlives the browser (Remember me).
 */
export async function refreshAccount(persistent?: boolean): Promise<AccountOverview | null> {
  try {
    const overview = await fetchAccountOverview();
    rememberMember(overview.member, persistent);
    await (await loadCache()).saveAccountOverview(overview);
    // The follows and mutes come along (the listings hide muted deals offline too); a failure keeps the
    // copy on this device as it is.
    await refreshFollows(overview.member.id).catch(() => {});
    return overview;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) {
      await forgetAccount();
      return null;
    }
    throw error;
  }
}

/**
 * A member's alerts must not keep arriving on a device they signed out of: its push subscription ends, and
 * the server is told while the session still stands. Were that request lost, the push service answers the
 * ended subscription with 410 and the server forgets it at its next send.
 */
async function endThisDevicesPush(): Promise<void> {
  const endpoint = await unsubscribeFromPush().catch(() => null);
  if (!endpoint) return;
  await callApi(ALERT_API.pushSubscriptions, { method: 'DELETE', body: { endpoint } }).catch(() => {});
}

/** Signs out on the server, then here. Offline, the device forgets the account all the same. */
export async function signOutOfAccount(): Promise<void> {
  await endThisDevicesPush();
  try {
    await signOut();
  } finally {
    await forgetAccount();
  }
}
