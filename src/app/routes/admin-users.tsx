import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { UsersScreen } from '@features/admin/users/users-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/users: operators' accounts (the server checks the role of every request). */
export default function AdminUsersRoute() {
  return (
    <PageShell page={PAGES.adminUsers}>
      <AdminFrame>
        <UsersScreen />
      </AdminFrame>
    </PageShell>
  );
}
