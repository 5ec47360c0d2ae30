// The account API's answers (server/routes/account, server/routes/wishlist), as the app parses them and
// keeps them for offline reading.
import { z } from 'zod';
import { submissionSummarySchema } from '../community/submission';
import { ROLES } from './roles';

const isoDate = z.string().datetime({ offset: true });

/** Who is signed in: what the header and the page frame need. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  createdAt: isoDate,
});
export type Member = z.infer<typeof memberSchema>;

export const deviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: isoDate,
  expiresAt: isoDate,
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
/** @public */
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: isoDate,
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** GET /api/account: everything the account page shows. */
export const accountOverviewSchema = z.object({
  member: memberSchema,
  hasPassword: z.boolean(),
  sessions: z.array(deviceSessionSchema),
  passkeys: z.array(passkeySummarySchema),
  /** The deals the member submitted, newest first (absent in copies kept before submissions existed). */
  submissions: z.array(submissionSummarySchema).default([]),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const ACCOUNT_API = {
  overview: '/api/account',
  session: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
  endOtherSessions: '/api/account/sessions/end-others',
  dataExport: '/api/account/data',
  wishlistSync: '/api/wishlist/sync',
} as const;

/** The name of the file "Download my data" saves. */
export const DATA_EXPORT_FILE_NAME = 'rarefinds-my-data.json';

/** The API's error answer (server/plugins/error-handler.ts). */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
/** @public */
export type ApiError = z.infer<typeof apiErrorSchema>;

/** At most this many entries are sent in one wishlist sync. */
export const WISHLIST_SYNC_MAX_ITEMS = 500;

/**
 * POST /api/wishlist/sync: the entries this device saved since it last synced, and the ones it removed.
 * The server adds and removes them (adding twice changes nothing) and answers with the member's whole
 * wishlist, so the device ends up with exactly the account's list.
 */
export const wishlistSyncRequestSchema = z.object({
  added: z
    .array(
      z.object({
        dealId: z.string().min(1).max(200),
        addedAt: z.number().int().nonnegative(),
        deal: z.unknown(),
      }),
    )
    .max(WISHLIST_SYNC_MAX_ITEMS),
  removed: z.array(z.string().min(1).max(200)).max(WISHLIST_SYNC_MAX_ITEMS),
});
/** @public */
export type WishlistSyncRequest = z.infer<typeof wishlistSyncRequestSchema>;

export const wishlistEntrySchema = z.object({ dealId: z.string(), addedAt: z.number(), deal: z.unknown() });
export const wishlistSyncResponseSchema = z.object({ items: z.array(wishlistEntrySchema) });
