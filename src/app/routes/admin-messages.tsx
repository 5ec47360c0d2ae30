import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { MessagesScreen } from '@features/admin/messages/messages-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/messages: the contact form's messages, for operators (the server checks the role of every request). */
export default function AdminMessagesRoute() {
  return (
    <PageShell page={PAGES.adminMessages}>
      <AdminFrame>
        <MessagesScreen />
      </AdminFrame>
    </PageShell>
  );
}
