import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function AboutRoute() {
  return <PageShell page={PAGES.about} />;
}
