import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { AuditScreen } from '@features/admin/audit/audit-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/audit: the audit log, for operators (the server checks the role of every request). */
export default function AdminAuditRoute() {
  return (
    <PageShell page={PAGES.adminAudit}>
      <AdminFrame>
        <AuditScreen />
      </AdminFrame>
    </PageShell>
  );
}
