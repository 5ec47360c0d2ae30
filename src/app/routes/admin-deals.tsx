import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { AdminDealsScreen } from '@features/admin/deals/admin-deals-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/deals: the operators' deals (the server checks the role of every request). */
export default function AdminDealsRoute() {
  return (
    <PageShell page={PAGES.adminDeals}>
      <AdminFrame>
        <AdminDealsScreen />
      </AdminFrame>
    </PageShell>
  );
}
