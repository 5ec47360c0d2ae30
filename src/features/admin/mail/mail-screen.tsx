// /admin/mail: every mail the site stored, newest first, a page at a time; one opens as its plain text
// (shown as text, never as HTML). Operators only; the server checks the role of every call.
import { WrittenTime } from '@components/written-time';
import { ADMIN_MAIL_TEXTS as T } from '@shared/console/admin-mail-texts';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageParam, withParams } from '../list-params';
import { PagedTable } from '../paged-table';
import { useStaffData } from '../use-staff-data';
import { fetchMailPage } from './mail-api';
import { MailState } from './mail-state';
import { MailView } from './mail-view';

export function MailScreen() {
  const [params] = useSearchParams();
  const page = pageParam(params);
  const openId = Number(params.get('mail'));
  const load = useCallback(() => fetchMailPage(page), [page]);
  const { state } = useStaffData(load);

  if (Number.isSafeInteger(openId) && openId > 0) {
    return <MailView id={openId} backTo={withParams(params, { mail: undefined })} />;
  }
  return (
    <section className="admin-mail" aria-label={T.heading}>
      <p>{T.intro}</p>
      <PagedTable
        state={state}
        texts={{ loading: T.loading, forbidden: T.forbidden, offline: T.offline, empty: T.empty }}
        columns={[T.columns.to, T.columns.subject, T.columns.created, T.columns.state]}
        rows={(items) =>
          items.map((mail) => (
            <tr key={mail.id}>
              <td data-label={T.columns.to}>{mail.to}</td>
              <td data-label={T.columns.subject}>
                <Link to={withParams(params, { mail: mail.id })}>{mail.subject}</Link>
              </td>
              <td data-label={T.columns.created}>
                <WrittenTime iso={mail.createdAt} withTime />
              </td>
              <td data-label={T.columns.state}>
                <MailState mail={mail} />
              </td>
            </tr>
          ))
        }
      />
    </section>
  );
}
