// Forgetting the account on this device: its own module, so a visitor's start-up, which only ever forgets,
// loads none of the account's requests and checks.
import { loadCache } from '@lib/db/load-cache';
import { rememberMember } from '@lib/member/member-state';

/** Forgets the account on this device (its data and the header's name); the server is not asked. */
export async function forgetAccount(): Promise<void> {
  rememberMember(null);
  const cache = await loadCache();
  await cache.clearAccountData();
  await cache.clearFollows();
}
