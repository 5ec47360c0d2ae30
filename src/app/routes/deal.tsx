import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DealRoute() {
  return <PageShell page={PAGES.home} />;
}
