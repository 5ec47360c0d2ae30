import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function ForgotPasswordRoute() {
  return <PageShell page={PAGES.forgotPassword} />;
}
