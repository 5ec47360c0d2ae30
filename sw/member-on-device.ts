// Whether a member is signed in on this device, as far as the worker can tell without a page.
import { db } from '../src/lib/db/database';
import { MEMBER_NOTE_COOKIE, toMemberHint } from '../src/shared/account/page-member';

/** The app's note of who is signed in (its cookie), else the account kept on this device. */
export async function memberSignedIn(worker: ServiceWorkerGlobalScope): Promise<boolean> {
  // Not every browser's worker has the Cookie Store API.
  const store = (worker as Partial<Pick<ServiceWorkerGlobalScope, 'cookieStore'>>).cookieStore;
  if (store) {
    const note = await store.get(MEMBER_NOTE_COOKIE).catch(() => null);
    if (!note?.value) return false;
    try {
      return toMemberHint(JSON.parse(decodeURIComponent(note.value))) !== null;
    } catch {
      return false;
    }
  }
  return (await db.account.get('current')) !== undefined;
}
