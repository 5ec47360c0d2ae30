import { PageShell } from '@components/page-shell';
import { AccountScreen } from '@features/account/account-screen';
import { PAGES } from '@shared/site/pages';

export default function AccountRoute() {
  return (
    <PageShell page={PAGES.account} className="page--narrow">
      <AccountScreen />
    </PageShell>
  );
}
