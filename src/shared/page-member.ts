// A page the server drew for a signed-in member carries who that is (the header shows their name), so
// the app's first render draws the same header instead of flashing the signed-out one.
import { z } from 'zod';

export const PAGE_MEMBER_SCRIPT_ID = 'page-member';

/**
 * The cookie in which the app notes who is signed in on this device (src/lib/member/member-state.ts). The
 * server only ever clears it: when a page is drawn for a visitor, so the app draws a visitor too.
 */
export const MEMBER_NOTE_COOKIE = 'rarefinds.member';

/** What the page frame needs to know about the member; nothing secret. */
export const memberHintSchema = z.object({ id: z.string(), name: z.string() });
export type MemberHint = z.infer<typeof memberHintSchema>;
