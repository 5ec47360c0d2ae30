// The console's audit log (/admin/audit): who did what to which record and when, newest first. Its words,
// and the record before and after a change as plain "name: value" lines, are in admin-audit-texts.ts.
import { z } from 'zod';
import { isoDateSchema, pagedSchema, pageNumberSchema } from './admin-paging';
import { ADMIN_API } from './admin-sections';

const filterText = (what: string) =>
  z.string().trim().max(100, `use at most 100 characters for the ${what}`).default('');

/** GET /api/admin/audit?action=&subject=&subjectId=&page= (empty: any). */
export const auditListQuerySchema = z.strictObject({
  action: filterText('action'),
  /** The subject's type: 'submission', 'message', … */
  subject: filterText('subject type'),
  subjectId: filterText('subject id'),
  page: pageNumberSchema,
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** The actor of a change made with `npm run deals|users`, run directly or handed to the running server. */
export const AUDIT_COMMAND_LINE = 'command line';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /**
   * Who acted; null once their account is deleted, and for what the site does by itself. A command's change
   * has the name AUDIT_COMMAND_LINE and no address (shown as stored, like a member's name).
   */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  createdAt: isoDateSchema,
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = pagedSchema(auditEntrySchema).extend({
  /** Every action and subject type in the log, for the filters' choices. */
  actions: z.array(z.string()),
  subjectTypes: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const ADMIN_AUDIT_API = { list: `${ADMIN_API}/audit` } as const;
