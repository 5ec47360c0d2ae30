import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function SearchRoute() {
  return <PageShell page={PAGES.search} />;
}
