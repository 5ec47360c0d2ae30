import type { CategoryPreviewRow } from '@lib/db/deal-queries';
import { CATEGORIES } from '@shared/deal/categories';
import type { Deal } from '@shared/deal/deal';

export interface CategoryRow {
  slug: string;
  name: string;
  total: number;
  deals: Deal[];
}

/** One row per known category that has running deals, in the site's category order. */
export function categoryRows(previews: readonly CategoryPreviewRow[]): CategoryRow[] {
  return CATEGORIES.flatMap(({ slug, name }) => {
    const preview = previews.find((row) => row.slug === slug);
    if (!preview || preview.total === 0) return [];
    return [{ slug, name, total: preview.total, deals: preview.deals }];
  });
}
