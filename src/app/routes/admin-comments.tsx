import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { CommentsScreen } from '@features/admin/comments/comments-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/comments: members' comments, for moderators and operators (the server checks the role of every request). */
export default function AdminCommentsRoute() {
  return (
    <PageShell page={PAGES.adminComments}>
      <AdminFrame>
        <CommentsScreen />
      </AdminFrame>
    </PageShell>
  );
}
