import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { LinkFailuresQueue } from '@features/admin/link-failures/link-failures-queue';
import { ReportsQueueScreen } from '@features/admin/reports-queue-screen';
import { PAGES } from '@shared/site/pages';

/**
 * /admin/reports: moderators' and operators' open reports, and the deals whose links failed a check (the
 * server checks the role of every request).
 */
export default function AdminReportsRoute() {
  return (
    <PageShell page={PAGES.adminReports}>
      <AdminFrame>
        <ReportsQueueScreen />
        <LinkFailuresQueue />
      </AdminFrame>
    </PageShell>
  );
}
