import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DealsPopularRoute() {
  return <PageShell page={PAGES.dealsPopular} />;
}
