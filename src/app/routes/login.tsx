import { PageShell } from '@components/page-shell';
import { LoginForm } from '@features/account/login-form';
import { PAGES } from '@shared/site/pages';

export default function LoginRoute() {
  return (
    <PageShell page={PAGES.login} className="page--narrow">
      <LoginForm />
    </PageShell>
  );
}
