// The audit log's words (/admin/audit): the screen's texts, and a stored record written out as plain
// "name: value" lines for an operator to read. The log's shapes and API are in admin-audit.ts.

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
