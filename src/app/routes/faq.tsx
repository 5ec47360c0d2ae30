import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function FaqRoute() {
  return <PageShell page={PAGES.faq} />;
}
