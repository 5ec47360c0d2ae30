import { PageShell } from '@components/page-shell';
import { AccountWatchesScreen } from '@features/watches/account-watches-screen';
import { PAGES } from '@shared/site/pages';

export default function AccountWatchesRoute() {
  return (
    <PageShell page={PAGES.accountWatches} className="page--narrow">
      <AccountWatchesScreen />
    </PageShell>
  );
}
