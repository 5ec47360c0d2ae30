import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { AdminWatchesScreen } from '@features/admin/watches/admin-watches-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/watches: the operators' view of watched products, failing pages and reads per shop, and blocked shops. */
export default function AdminWatchesRoute() {
  return (
    <PageShell page={PAGES.adminWatches}>
      <AdminFrame>
        <AdminWatchesScreen />
      </AdminFrame>
    </PageShell>
  );
}
