import { PageShell } from '@components/page-shell';
import { RegisterForm } from '@features/account/register-form';
import { PAGES } from '@shared/site/pages';

export default function RegisterRoute() {
  return (
    <PageShell page={PAGES.register} className="page--narrow">
      <RegisterForm />
    </PageShell>
  );
}
