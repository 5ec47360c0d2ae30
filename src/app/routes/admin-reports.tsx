import { PageShell } from '@components/page-shell';
import { ReportsQueueScreen } from '@features/moderation/reports-queue-screen';
import { PAGES } from '@shared/pages';

/** /admin/reports: moderators' and operators' open reports (the server checks the role of every request). */
export default function AdminReportsRoute() {
  return (
    <PageShell page={PAGES.adminReports}>
      <ReportsQueueScreen />
    </PageShell>
  );
}
