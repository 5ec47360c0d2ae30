import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function DownloadAppRoute() {
  return <PageShell page={PAGES.downloadApp} />;
}
