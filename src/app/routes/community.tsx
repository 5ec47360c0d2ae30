import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function CommunityRoute() {
  return <PageShell page={PAGES.community} />;
}
