import { PageShell } from '@components/page-shell';
import { ConfirmDigestScreen } from '@features/alerts/confirm-digest-screen';
import { PAGES } from '@shared/site/pages';

export default function AlertsConfirmRoute() {
  return (
    <PageShell page={PAGES.alertsConfirm} className="page--narrow">
      <ConfirmDigestScreen />
    </PageShell>
  );
}
