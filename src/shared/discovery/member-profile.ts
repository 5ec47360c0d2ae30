// Members in public: the handle a member chooses (their profile's address, /member/{handle}), what their
// profile shows, and their reputation and badges, worked out from their record. Pure: the server computes
// them from the database's counts; the tests give them numbers.
import { z } from 'zod';

export const HANDLE_LIMITS = { min: 3, max: 30 };

/**
 * Words a handle may not be or begin with: the site's own name and its staff's, so no member passes for
 * the site or its moderators.
 */
const RESERVED = [
  'rarefinds',
  'rare-finds',
  'admin',
  'administrator',
  'moderator',
  'mod',
  'operator',
  'staff',
  'support',
  'official',
  'system',
  'help',
  'team',
];

export const handleSchema = z
  .string()
  .trim()
  .min(HANDLE_LIMITS.min, `A handle is at least ${HANDLE_LIMITS.min} characters.`)
  .max(HANDLE_LIMITS.max, `A handle is at most ${HANDLE_LIMITS.max} characters.`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    'A handle holds letters, digits, - and _ only, and begins with a letter or digit.',
  )
  .refine(
    (handle) =>
      !RESERVED.some((word) => handle.toLowerCase().replace(/[_-]/g, '').startsWith(word.replace(/-/g, ''))),
    'That handle belongs to the site or its staff: choose another.',
  );

export const profileSettingsSchema = z.strictObject({
  handle: handleSchema,
  profileHidden: z.boolean().default(false),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** What a member's record holds, as the reputation counts it. */
export interface MemberRecord {
  approvedDeals: number;
  hotDeals: number;
  /** Helpful marks other members gave their reviews. */
  helpfulMarks: number;
  comments: number;
  rejectedDeals: number;
  hiddenComments: number;
  /** When their first deal was approved (ISO), or null. */
  firstDealAt: string | null;
}

/**
 * Approved deals weigh most, deals that went hot more, helpful reviews and comments a little (comments at
 * most 50 points: talking is not contributing), and moderators' decisions against them take points away.
 * Never below zero.
 */
export function reputationOf(record: MemberRecord): number {
  const points =
    record.approvedDeals * 10 +
    record.hotDeals * 25 +
    record.helpfulMarks * 2 +
    Math.min(record.comments, 50) -
    record.rejectedDeals * 5 -
    record.hiddenComments * 10;
  return Math.max(0, points);
}

export type Badge = 'first-deal' | 'ten-hot-deals' | 'a-year-of-deals';

export function badgesOf(record: MemberRecord, now: Date): Badge[] {
  const badges: Badge[] = [];
  if (record.approvedDeals >= 1) badges.push('first-deal');
  if (record.hotDeals >= 10) badges.push('ten-hot-deals');
  if (record.firstDealAt && now.getTime() - Date.parse(record.firstDealAt) >= 365 * 86_400_000)
    badges.push('a-year-of-deals');
  return badges;
}

export interface ProfileDeal {
  id: string;
  title: string;
  store: string;
  /** Whether it is still live; an ended one is listed as expired. */
  live: boolean;
  createdAt: string;
}

export interface ProfileComment {
  dealId: string;
  dealTitle: string;
  body: string;
  createdAt: string;
}

/** GET /api/members/:handle */
export interface MemberProfile {
  /** Their member id, as their comments carry it: what a follow of them names. */
  id: string;
  handle: string;
  name: string;
  joinedAt: string;
  reputation: number;
  badges: Badge[];
  deals: ProfileDeal[];
  comments: ProfileComment[];
}

export const memberProfileApi = (handle: string) => `/api/members/${encodeURIComponent(handle)}`;
export const PROFILE_SETTINGS_API = '/api/account/profile';
export const memberProfilePath = (handle: string) => `/member/${encodeURIComponent(handle)}`;
