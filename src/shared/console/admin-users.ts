// The console's Users section (operators only): its API's paths, requests and answers. The server's routes
// (server/routes/admin/admin-users-routes.ts), the screen (src/features/admin/users) and the tests all read
// them from here; the texts they show are in admin-users-texts.ts.
import { z } from 'zod';
import { ROLES } from '../account/roles';
import { SUBMISSION_STATUSES } from '../community/submission';
import { ADMIN_API, ADMIN_SECTIONS } from './admin-sections';

const enc = encodeURIComponent;
const USERS_API = `${ADMIN_API}/users`;

export const ADMIN_USERS_API = {
  /** GET ?q=&role=&page=: one page of the accounts that match. */
  search: USERS_API,
  /** GET: one account with what it submitted and reported. */
  account: (id: string) => `${USERS_API}/${enc(id)}`,
  role: (id: string) => `${USERS_API}/${enc(id)}/role`,
  disable: (id: string) => `${USERS_API}/${enc(id)}/disable`,
  enable: (id: string) => `${USERS_API}/${enc(id)}/enable`,
} as const;

/** The console page of one account: /admin/users?account={id}. */
export const ACCOUNT_PARAM = 'account';
export const adminAccountPath = (id: string): string =>
  `${ADMIN_SECTIONS.users.path}?${ACCOUNT_PARAM}=${enc(id)}`;

export const USERS_PAGE_SIZE = 25;
/** How many of an account's submissions and reports the account page lists (the newest). */
export const ACCOUNT_LIST_LIMIT = 50;
const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 10_000;

/** The search's query parameters. */
export const userSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `at most ${MAX_SEARCH_LENGTH} characters`).default(''),
  role: z.enum(ROLES, { error: `one of ${ROLES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'a page number' })
    .int('a whole page number')
    .min(1, 'a page number from 1')
    .max(MAX_PAGE, `a page number up to ${MAX_PAGE}`)
    .default(1),
});
/** @public */
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;

const isoDate = z.string().datetime({ offset: true });

/** An account as the console lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  disabledAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userSearchAnswerSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;

/** One of the account's submitted deals. */
export const accountSubmissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: isoDate,
  /** When a moderator decided; null while it waits. */
  reviewedAt: isoDate.nullable(),
  dealId: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AccountSubmission = z.infer<typeof accountSubmissionSchema>;

/** One report the account filed on a deal. */
export const accountReportSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  reason: z.string(),
  note: z.string(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
});
export type AccountReport = z.infer<typeof accountReportSchema>;

export const accountDetailSchema = z.object({
  account: adminUserSchema,
  /** The newest ACCOUNT_LIST_LIMIT of each, newest first. */
  submissions: z.array(accountSubmissionSchema),
  reports: z.array(accountReportSchema),
  /** How many of each the account has in all. */
  counts: z.object({
    submissions: z.number().int(),
    reports: z.number().int(),
    comments: z.number().int(),
    votes: z.number().int(),
    reviews: z.number().int(),
  }),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** POST …/role. The role is checked by name on the server, so an unknown one gets its own message. */
export const roleRequestSchema = z.strictObject({
  role: z.string(`Choose the role to give: ${ROLES.join(', ')}.`).max(50),
});

/** What every write answers: the account as it is now. */
export const accountChangeAnswerSchema = z.object({ account: adminUserSchema });

export type AccountState = 'active' | 'disabled' | 'unconfirmed';

export const accountState = (user: Pick<AdminUser, 'disabledAt' | 'emailVerified'>): AccountState =>
  user.disabledAt ? 'disabled' : user.emailVerified ? 'active' : 'unconfirmed';
