import { PageShell } from '@components/page-shell';
import { WatchScreen } from '@features/watches/watch-screen';
import { PAGES } from '@shared/site/pages';

export default function WatchRoute() {
  return (
    <PageShell page={PAGES.watch} lead={PAGES.watch.description} className="page--narrow">
      <WatchScreen />
    </PageShell>
  );
}
