// One audit entry: when, who (the system for what it does by itself, or "deleted account"), what, on which
// record, and the record before and after as readable lines. A message's entries link to the message in the
// inbox.
import { WrittenTime } from '@components/written-time';
import type { AuditEntry } from '@shared/console/admin-audit';
import { readableRecord, ADMIN_AUDIT_TEXTS as T } from '@shared/console/admin-audit-texts';
import { MESSAGE_AUDIT } from '@shared/console/admin-messages';
import { ADMIN_SECTIONS } from '@shared/console/admin-sections';
import { SYSTEM_AUDIT_ACTIONS } from '@shared/price-history/link-checks';
import { Link } from 'react-router-dom';

function Subject({ entry }: { entry: AuditEntry }) {
  const label = `${entry.subjectType} ${entry.subjectId}`;
  if (entry.subjectType !== MESSAGE_AUDIT.subjectType) return <>{label}</>;
  const search = new URLSearchParams({ status: 'all', message: entry.subjectId });
  return <Link to={`${ADMIN_SECTIONS.messages.path}?${search}`}>{label}</Link>;
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td data-label={T.columns.when}>
        <WrittenTime iso={entry.createdAt} withTime />
      </td>
      <td data-label={T.columns.actor}>
        {entry.actor ? (
          <>
            {entry.actor.name}
            {entry.actor.email && (
              <>
                <br />
                <span className="muted">{entry.actor.email}</span>
              </>
            )}
          </>
        ) : (
          <em>{SYSTEM_AUDIT_ACTIONS.includes(entry.action) ? T.system : T.deletedAccount}</em>
        )}
      </td>
      <td data-label={T.columns.action}>{entry.action}</td>
      <td data-label={T.columns.subject}>
        <Subject entry={entry} />
      </td>
      <td data-label={T.columns.change} className="admin-audit__change">
        <details>
          <summary>{T.showChange}</summary>
          <dl>
            <dt>{T.before}</dt>
            <dd>
              <pre>{readableRecord(entry.before)}</pre>
            </dd>
            <dt>{T.after}</dt>
            <dd>
              <pre>{readableRecord(entry.after)}</pre>
            </dd>
          </dl>
        </details>
      </td>
    </tr>
  );
}
