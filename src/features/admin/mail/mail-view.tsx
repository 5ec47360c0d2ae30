// One outgoing mail: to whom, when, whether it went, and its plain text as text.
import { WrittenTime } from '@components/written-time';
import { ADMIN_MAIL_TEXTS as T } from '@shared/console/admin-mail-texts';
import { useCallback } from 'react';
import { RecordFrame } from '../record-frame';
import { useStaffData } from '../use-staff-data';
import { fetchMail } from './mail-api';
import { MailState } from './mail-state';

export function MailView({ id, backTo }: { id: number; backTo: string }) {
  const load = useCallback(() => fetchMail(id), [id]);
  const { state } = useStaffData(load);
  return (
    <RecordFrame
      state={state}
      backTo={backTo}
      closeText={T.close}
      texts={{ forbidden: T.forbidden, offline: T.offline }}
    >
      {(mail) => (
        <article className="admin-record card" aria-labelledby="mail-subject">
          <h2 id="mail-subject">{mail.subject}</h2>
          <dl className="admin-item__facts">
            <dt>{T.to}</dt>
            <dd>{mail.to}</dd>
            <dt>{T.created}</dt>
            <dd>
              <WrittenTime iso={mail.createdAt} withTime />
            </dd>
            <dt>{T.state}</dt>
            <dd>
              <MailState mail={mail} />
            </dd>
          </dl>
          <h3>{T.textHeading}</h3>
          <pre className="admin-record__text">{mail.text}</pre>
        </article>
      )}
    </RecordFrame>
  );
}
