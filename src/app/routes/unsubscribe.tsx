import { PageShell } from '@components/page-shell';
import { UnsubscribeScreen } from '@features/alerts/unsubscribe-screen';
import { PAGES } from '@shared/site/pages';

export default function UnsubscribeRoute() {
  return (
    <PageShell page={PAGES.unsubscribe} className="page--narrow">
      <UnsubscribeScreen />
    </PageShell>
  );
}
