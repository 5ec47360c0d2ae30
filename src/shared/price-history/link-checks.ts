// The link checks as the moderators' console sees them: each deal whose link failed a check is an open item in
// the Reports section ("Link failed" with the reason) until a moderator says the link works or ends the deal,
// or a later check finds it working. The server (server/routes/admin/admin-link-failures-routes.ts) and the
// console's screen share this contract; the console's words for it are in link-checks-texts.ts.
import { z } from 'zod';
import { ADMIN_API } from '../console/admin-sections';

const BASE = `${ADMIN_API}/reports/link-failures`;

export const LINK_FAILURES_API = {
  /** GET: the open items. */
  list: BASE,
  /** POST: the link works: the deal's open items close, the deal is untouched. */
  works: (dealId: string) => `${BASE}/${encodeURIComponent(dealId)}/works`,
  /** POST: end the deal now; its open items close. */
  expire: (dealId: string) => `${BASE}/${encodeURIComponent(dealId)}/expire`,
} as const;

export const openLinkFailureSchema = z.object({
  dealId: z.string(),
  dealTitle: z.string(),
  /** The deal's link as checked. */
  url: z.string(),
  /** Why the latest check failed ("404 Not Found", "out of stock"…). */
  reason: z.string().nullable(),
  status: z.number().nullable(),
  /** Where its redirects ended, when they went elsewhere. */
  finalUrl: z.string().nullable(),
  /** ISO time of the latest failed check. */
  checkedAt: z.string(),
  /** Open failures of this deal (two in a row end it). */
  failures: z.number(),
  /** The deal has ended (its date, reports, the checks or a moderator). */
  dealEnded: z.boolean(),
});
export type OpenLinkFailure = z.infer<typeof openLinkFailureSchema>;

export const linkFailureListSchema = z.object({ items: z.array(openLinkFailureSchema) });

/** The audit log's actions of the link checks. */
export const LINK_CHECK_AUDIT = {
  /** The system ended a deal after two failed checks in a row (no member acted). */
  expiredByChecks: 'deal.expire-by-link-checks',
  /** A moderator found the link working. */
  works: 'link-check.works',
  /** A moderator ended the deal from its "link failed" item. */
  expire: 'link-check.expire',
} as const;

/** Audit actions the system takes by itself: the log shows them as the system's, not a deleted account's. */
export const SYSTEM_AUDIT_ACTIONS: readonly string[] = [LINK_CHECK_AUDIT.expiredByChecks];
