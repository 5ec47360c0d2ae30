import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function ContactRoute() {
  return <PageShell page={PAGES.contact} />;
}
