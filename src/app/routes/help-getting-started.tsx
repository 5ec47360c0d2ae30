import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function HelpGettingStartedRoute() {
  return <PageShell page={PAGES.helpGettingStarted} />;
}
