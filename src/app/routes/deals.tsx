import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DealsRoute() {
  return <PageShell page={PAGES.deals} />;
}
