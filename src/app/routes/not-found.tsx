import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function NotFoundRoute() {
  return <PageShell page={PAGES.notFound} />;
}
