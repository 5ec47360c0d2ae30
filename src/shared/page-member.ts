// A page the server drew for a signed-in member carries who that is (the header shows their name), so
// the app's first render draws the same header instead of flashing the signed-out one.
import { z } from 'zod';

export const PAGE_MEMBER_SCRIPT_ID = 'page-member';

/** What the page frame needs to know about the member; nothing secret. */
export const memberHintSchema = z.object({ id: z.string(), name: z.string() });
export type MemberHint = z.infer<typeof memberHintSchema>;
