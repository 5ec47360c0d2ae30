import { PageShell } from '@components/page-shell';
import { VerifyEmailScreen } from '@features/account/verify-email-screen';
import { PAGES } from '@shared/site/pages';

export default function VerifyEmailRoute() {
  return (
    <PageShell page={PAGES.verifyEmail} className="page--narrow">
      <VerifyEmailScreen />
    </PageShell>
  );
}
