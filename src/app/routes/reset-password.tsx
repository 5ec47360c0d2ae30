import { PageShell } from '@components/page-shell';
import { ResetPasswordForm } from '@features/account/reset-password-form';
import { PAGES } from '@shared/site/pages';

export default function ResetPasswordRoute() {
  return (
    <PageShell page={PAGES.resetPassword} className="page--narrow">
      <ResetPasswordForm />
    </PageShell>
  );
}
