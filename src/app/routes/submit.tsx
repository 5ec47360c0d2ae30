import { PageShell } from '@components/page-shell';
import { SubmitScreen } from '@features/submit/submit-screen';
import { PAGES } from '@shared/site/pages';

export default function SubmitRoute() {
  return (
    <PageShell page={PAGES.submit} className="page--narrow">
      <SubmitScreen />
    </PageShell>
  );
}
