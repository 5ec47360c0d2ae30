import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function TermsRoute() {
  return <PageShell page={PAGES.terms} />;
}
