import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function CategoryRoute() {
  return <PageShell page={PAGES.category} />;
}
