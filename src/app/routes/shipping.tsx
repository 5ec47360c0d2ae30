import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function ShippingRoute() {
  return <PageShell page={PAGES.shipping} />;
}
