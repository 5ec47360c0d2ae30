import { PageShell } from '@components/page-shell';
import { ConfirmDigestScreen } from '@features/alerts/confirm-digest-screen';
import { PAGES } from '@shared/pages';

export default function AlertsConfirmRoute() {
  return (
    <PageShell page={PAGES.alertsConfirm} className="page--narrow">
      <ConfirmDigestScreen />
    </PageShell>
  );
}
