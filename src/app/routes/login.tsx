import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function LoginRoute() {
  return <PageShell page={PAGES.login} />;
}
