import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function CareersRoute() {
  return <PageShell page={PAGES.careers} />;
}
