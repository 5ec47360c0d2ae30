// /admin/audit: every staff decision, newest first, filtered by action and subject, a page at a time; each
// entry's record before and after the change as readable "name: value" lines. Operators only.
import { ADMIN_AUDIT_TEXTS as T } from '@shared/console/admin-audit-texts';
import { type FormEvent, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam, withParams } from '../list-params';
import { PagedTable } from '../paged-table';
import { useStaffData } from '../use-staff-data';
import { fetchAuditLog } from './audit-api';
import { AuditRow } from './audit-row';

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  anyText: string;
  chosen: string;
  options: string[];
}

/** One of the log's filters: any, or one of the values the log holds. */
function FilterSelect({ id, name, label, anyText, chosen, options }: FilterSelectProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={chosen}>
        <option value="">{anyText}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const subject = params.get('subject') ?? '';
  const subjectId = params.get('subjectId') ?? '';
  const page = pageParam(params);
  const load = useCallback(
    () => fetchAuditLog({ action, subject, subjectId, page }),
    [action, subject, subjectId, page],
  );
  const { state } = useStaffData(load);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(
      withParams(params, {
        action: String(form.get('action') ?? ''),
        subject: String(form.get('subject') ?? ''),
        subjectId: String(form.get('subjectId') ?? '').trim(),
        page: undefined,
      }),
    );
  };

  // The choices are the log's own; a filter from an address stays selectable even when nothing matches.
  const choices = (known: string[] | undefined, chosen: string) =>
    [...new Set([...(known ?? []), ...(chosen ? [chosen] : [])])].sort();
  const facts = state.kind === 'ready' ? state.data : undefined;

  return (
    <section className="admin-audit" aria-label={T.heading}>
      <p>{T.intro}</p>
      <form className="admin-filters" onSubmit={filter} key={params.toString()}>
        <FilterSelect
          id="audit-action"
          name="action"
          label={T.actionLabel}
          anyText={T.any}
          chosen={action}
          options={choices(facts?.actions, action)}
        />
        <FilterSelect
          id="audit-subject"
          name="subject"
          label={T.subjectLabel}
          anyText={T.any}
          chosen={subject}
          options={choices(facts?.subjectTypes, subject)}
        />
        <div className="form-field">
          <label htmlFor="audit-subject-id">{T.subjectIdLabel}</label>
          <input id="audit-subject-id" name="subjectId" defaultValue={subjectId} maxLength={100} />
        </div>
        <button type="submit" className="btn btn--secondary">
          {T.filter}
        </button>
      </form>
      <PagedTable
        state={state}
        texts={{ loading: T.loading, forbidden: T.forbidden, offline: T.offline, empty: T.empty }}
        columns={[T.columns.when, T.columns.actor, T.columns.action, T.columns.subject, T.columns.change]}
        rows={(items) => items.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
      />
    </section>
  );
}
