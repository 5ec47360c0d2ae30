import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function PressRoute() {
  return <PageShell page={PAGES.press} />;
}
