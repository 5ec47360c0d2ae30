import { SitemapScreen } from '@features/content/sitemap-screen';

export default function SitemapRoute() {
  return <SitemapScreen />;
}
