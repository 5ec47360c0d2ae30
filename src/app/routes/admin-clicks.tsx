import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { ClicksScreen } from '@features/admin/clicks/clicks-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/clicks: click-outs and views per day, store and deal, for operators (the server checks the role). */
export default function AdminClicksRoute() {
  return (
    <PageShell page={PAGES.adminClicks}>
      <AdminFrame>
        <ClicksScreen />
      </AdminFrame>
    </PageShell>
  );
}
