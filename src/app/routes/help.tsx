import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function HelpRoute() {
  return <PageShell page={PAGES.help} />;
}
