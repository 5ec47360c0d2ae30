// A page the server drew for a signed-in member carries who that is (the header shows their name), so
// the app's first render draws the same header instead of flashing the signed-out one. Read by the app's
// first render, so checked by hand: a schema library here would load with every page.

export const PAGE_MEMBER_SCRIPT_ID = 'page-member';

/**
 * The cookie in which the app notes who is signed in on this device (src/lib/member/member-state.ts). The
 * server only ever clears it: when a page is drawn for a visitor, so the app draws a visitor too.
 */
export const MEMBER_NOTE_COOKIE = 'rarefinds.member';

/** What the page frame needs to know about the member; nothing secret. */
export interface MemberHint {
  id: string;
  name: string;
}

/** The member hint in `value` (only its id and name), or null when it is not one. */
export function toMemberHint(value: unknown): MemberHint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}
