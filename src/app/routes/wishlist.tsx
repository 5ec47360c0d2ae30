import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function WishlistRoute() {
  return <PageShell page={PAGES.wishlist} />;
}
