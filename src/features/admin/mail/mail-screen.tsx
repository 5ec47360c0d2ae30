// /admin/mail: every mail the site stored, newest first, a page at a time; one opens as its plain text
// (shown as text, never as HTML). Operators only; the server checks the role of every call.
import { ADMIN_MAIL_TEXTS as T } from '@shared/admin-mail';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPager } from '../admin-pager';
import { pageParam, withParams } from '../list-params';
import { StaffDataNotice } from '../staff-data-notice';
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
      {state.kind !== 'ready' ? (
        <StaffDataNotice
          state={state}
          texts={{ loading: T.loading, forbidden: T.forbidden, offline: T.offline }}
        />
      ) : state.data.items.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.to}</th>
                <th scope="col">{T.columns.subject}</th>
                <th scope="col">{T.columns.created}</th>
                <th scope="col">{T.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((mail) => (
                <tr key={mail.id}>
                  <td data-label={T.columns.to}>{mail.to}</td>
                  <td data-label={T.columns.subject}>
                    <Link to={withParams(params, { mail: mail.id })}>{mail.subject}</Link>
                  </td>
                  <td data-label={T.columns.created}>
                    <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toLocaleString()}</time>
                  </td>
                  <td data-label={T.columns.state}>
                    <MailState mail={mail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPager {...state.data} />
        </>
      )}
    </section>
  );
}
