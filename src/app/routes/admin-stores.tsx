import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { AdminStoresScreen } from '@features/admin/stores/admin-stores-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/stores: the operators' stores and their codes (the server checks the role of every request). */
export default function AdminStoresRoute() {
  return (
    <PageShell page={PAGES.adminStores}>
      <AdminFrame>
        <AdminStoresScreen />
      </AdminFrame>
    </PageShell>
  );
}
