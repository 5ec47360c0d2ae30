import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function HomeRoute() {
  return <PageShell page={PAGES.home} />;
}
