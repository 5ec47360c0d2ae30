import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function PrivacyRoute() {
  return <PageShell page={PAGES.privacy} />;
}
