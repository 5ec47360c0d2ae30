import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DealsTodayRoute() {
  return <PageShell page={PAGES.dealsToday} />;
}
