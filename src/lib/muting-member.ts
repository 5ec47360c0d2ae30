// Whether the member signed in here muted anything, noted in this browser's storage, where a page reads it
// without opening the database. A listing the server drew shows every deal and only the app hides the muted
// ones, so for such a member a page starts the app at once (src/app/start-page.ts) instead of at the first tap.
const MUTING_MEMBER_KEY = 'rarefinds:muting-member';

/** Notes how many things the member mutes now (0 forgets the note). */
export function noteMutes(memberId: string, mutes: number): void {
  try {
    if (mutes > 0) localStorage.setItem(MUTING_MEMBER_KEY, memberId);
    else if (localStorage.getItem(MUTING_MEMBER_KEY) === memberId) localStorage.removeItem(MUTING_MEMBER_KEY);
  } catch {
    // No storage here (a worker, or storage blocked): pages start the app at the first tap, as for anyone.
  }
}

/** Whether this member muted anything when this device last heard. */
export function hasNotedMutes(memberId: string): boolean {
  try {
    return localStorage.getItem(MUTING_MEMBER_KEY) === memberId;
  } catch {
    return false;
  }
}
