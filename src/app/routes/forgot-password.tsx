import { PageShell } from '@components/page-shell';
import { ForgotPasswordForm } from '@features/account/forgot-password-form';
import { PAGES } from '@shared/site/pages';

export default function ForgotPasswordRoute() {
  return (
    <PageShell page={PAGES.forgotPassword} className="page--narrow">
      <ForgotPasswordForm />
    </PageShell>
  );
}
