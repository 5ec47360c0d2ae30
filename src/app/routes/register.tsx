import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function RegisterRoute() {
  return <PageShell page={PAGES.register} />;
}
