import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { MailScreen } from '@features/admin/mail/mail-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/mail: the outgoing mail, for operators (the server checks the role of every request). */
export default function AdminMailRoute() {
  return (
    <PageShell page={PAGES.adminMail}>
      <AdminFrame>
        <MailScreen />
      </AdminFrame>
    </PageShell>
  );
}
