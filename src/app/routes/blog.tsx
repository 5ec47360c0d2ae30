import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function BlogRoute() {
  return <PageShell page={PAGES.blog} />;
}
