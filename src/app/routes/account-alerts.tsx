import { PageShell } from '@components/page-shell';
import { AlertsScreen } from '@features/alerts/alerts-screen';
import { PAGES } from '@shared/site/pages';

export default function AccountAlertsRoute() {
  return (
    <PageShell page={PAGES.accountAlerts} className="page--narrow">
      <AlertsScreen />
    </PageShell>
  );
}
