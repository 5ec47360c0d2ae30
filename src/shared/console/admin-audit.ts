// The console's audit log (/admin/audit): who did what to which record and when, newest first, with the
// record before and after the change shown as plain "name: value" lines.
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
   * has the name AUDIT_COMMAND_LINE and no address.
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

/** Who acted, when their account has since been deleted. */
export const DELETED_ACCOUNT = 'deleted account';

/** Nothing recorded (an entry with no "before", such as a new record). */
export const NOTHING = '—';

const scalar = (value: unknown): string => {
  if (value === null || value === undefined) return NOTHING;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return String(value);
};

/**
 * A stored record as lines of "name: value", nested names joined with dots ("deal.title: …") and list items
 * numbered ("images.1: …"), so an operator reads it without knowing JSON.
 */
export function readableRecord(value: unknown): string {
  const lines: string[] = [];
  const walk = (item: unknown, name: string) => {
    if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item)
        ? item.map((child, index) => [String(index + 1), child] as const)
        : Object.entries(item);
      if (entries.length === 0) lines.push(`${name || '(value)'}: ${NOTHING}`);
      for (const [key, child] of entries) walk(child, name ? `${name}.${key}` : key);
      return;
    }
    lines.push(name ? `${name}: ${scalar(item)}` : scalar(item));
  };
  walk(value, '');
  return lines.join('\n');
}

export const ADMIN_AUDIT_TEXTS = {
  heading: 'Audit log',
  intro: 'Every decision of the staff, newest first.',
  actionLabel: 'Action',
  subjectLabel: 'Subject type',
  subjectIdLabel: 'Subject id',
  any: 'Any',
  filter: 'Filter',
  empty: 'No entries match.',
  loading: 'Loading the audit log…',
  columns: { when: 'When', actor: 'Who', action: 'Action', subject: 'Subject', change: 'Change' },
  deletedAccount: DELETED_ACCOUNT,
  /** Who did what the site does by itself (a deal ended by failed link checks). */
  system: 'the system',
  before: 'Before',
  after: 'After',
  showChange: 'Before and after',
  forbidden: 'Only operators read the audit log.',
  offline: 'The audit log needs a connection.',
} as const;
