import { PageShell } from '@components/page-shell';
import { PAGES } from '@shared/pages';

export default function CategoriesRoute() {
  return <PageShell page={PAGES.categories} />;
}
