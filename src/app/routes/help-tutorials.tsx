import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function HelpTutorialsRoute() {
  return <PageShell page={PAGES.helpTutorials} />;
}
