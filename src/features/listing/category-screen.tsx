import { PageShell } from '@components/page-shell';
import { PagedDealGrid } from '@components/paged-deal-grid';
import { paths } from '@config/paths';
import { useDealsInCategory } from '@lib/db/deal-queries';
import { categoryName, isCategorySlug } from '@shared/categories';
import { sortDeals } from '@shared/deal-rules';
import { PAGES, type PageMeta } from '@shared/pages';
import { dealsFound } from '@shared/screen-texts';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import { ListingToolbar } from './listing-toolbar';
import { SortSelect } from './sort-select';
import { viewModeAtom } from './state';
import type { SyncStatus } from './sync-status';
import { ALL_CATEGORIES, useListingParams } from './use-listing-params';
import './listing.css';

/** The page's head data: 'all' is the every-deal page, a known slug its category, anything else noindex. */
export function categoryPage(slug: string): PageMeta {
  if (slug === ALL_CATEGORIES) return PAGES.category;
  const name = categoryName(slug);
  return {
    path: paths.categoryOf(slug),
    title: `${name} Deals`,
    description: `Current ${name} deals: verified discounts from trusted retailers, updated daily.`,
    noindex: !isCategorySlug(slug),
  };
}

interface CategoryScreenProps {
  /** A category slug, or 'all'. */
  slug: string;
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
}

/** Every live deal of one category (or all of them), sortable, in the shopper's view mode. */
export function CategoryScreen({ slug, sync, pricesNote }: CategoryScreenProps) {
  const deals = useDealsInCategory(slug);
  const mode = useAtomValue(viewModeAtom);
  const { sort, setSort } = useListingParams();
  const sorted = useMemo(() => (deals ? sortDeals(deals, sort) : undefined), [deals, sort]);
  const [now] = useState(() => new Date());
  const status = listingStatus(sorted, sync.syncing);
  const page = categoryPage(slug);

  return (
    <PageShell page={page} className="listing-page">
      <ListingToolbar note={pricesNote} count={status === 'loading' ? null : dealsFound(sorted?.length ?? 0)}>
        <SortSelect value={sort} onChange={setSort} />
      </ListingToolbar>
      {status === 'ready' && sorted ? (
        <PagedDealGrid key={`${slug}:${sort}`} deals={sorted} now={now} mode={mode} label={page.title} />
      ) : (
        <ListingMessage status={status === 'ready' ? 'empty' : status} error={sync.error} />
      )}
    </PageShell>
  );
}
