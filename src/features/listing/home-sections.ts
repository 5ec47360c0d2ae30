import { CATEGORIES } from '@shared/categories';
import type { Deal } from '@shared/deal';
import { savingsAmount, sortDeals } from '@shared/deal-rules';

/** The strongest offers: highest deal score, then the biggest discount, then the biggest saving. */
export function topDeals(deals: readonly Deal[], limit: number): Deal[] {
  return [...deals]
    .sort(
      (a, b) =>
        (b.dealScore ?? 0) - (a.dealScore ?? 0) ||
        b.discount - a.discount ||
        savingsAmount(b) - savingsAmount(a),
    )
    .slice(0, limit);
}

export interface CategoryRow {
  slug: string;
  name: string;
  total: number;
  deals: Deal[];
}

/** One row per known category that has deals, in the site's category order, newest deals first. */
export function categoryRows(deals: readonly Deal[], perRow: number): CategoryRow[] {
  const bySlug = new Map<string, Deal[]>();
  for (const deal of deals) {
    const list = bySlug.get(deal.category);
    if (list) list.push(deal);
    else bySlug.set(deal.category, [deal]);
  }
  return CATEGORIES.flatMap(({ slug, name }) => {
    const inCategory = bySlug.get(slug);
    if (!inCategory?.length) return [];
    return [
      { slug, name, total: inCategory.length, deals: sortDeals(inCategory, 'newest').slice(0, perRow) },
    ];
  });
}
