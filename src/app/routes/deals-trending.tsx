import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DealsTrendingRoute() {
  return <PageShell page={PAGES.dealsTrending} />;
}
