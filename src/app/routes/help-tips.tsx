import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function HelpTipsRoute() {
  return <PageShell page={PAGES.helpTips} />;
}
