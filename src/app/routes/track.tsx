import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function TrackRoute() {
  return <PageShell page={PAGES.track} />;
}
