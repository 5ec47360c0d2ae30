import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function SitemapRoute() {
  return <PageShell page={PAGES.sitemap} />;
}
