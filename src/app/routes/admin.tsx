import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { ModerationScreen } from '@features/admin/moderation-screen';
import { PAGES } from '@shared/site/pages';

export default function AdminRoute() {
  return (
    <PageShell page={PAGES.admin}>
      <AdminFrame>
        <ModerationScreen />
      </AdminFrame>
    </PageShell>
  );
}
