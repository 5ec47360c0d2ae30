import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function ReturnsRoute() {
  return <PageShell page={PAGES.returns} />;
}
