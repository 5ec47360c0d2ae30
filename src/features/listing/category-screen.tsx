import { PageShell } from '@components/page-shell';
import { currentOrigin } from '@lib/current-origin';
import { useDealList } from '@lib/db/deal-queries';
import { listingCanonicalPath } from '@shared/deal/deal-list';
import { categoryPageMeta } from '@shared/site/pages';
import { breadcrumbJsonLd, categoryCrumbs } from '@shared/site/structured-data';
import type { ReactNode } from 'react';
import { isMissingPage, ListingResults, listingJsonLd } from './listing-results';
import { SortSelect } from './sort-select';
import type { SyncStatus } from './sync-status';
import { ALL_CATEGORIES, useListingParams } from './use-listing-params';
import './listing.css';

interface CategoryScreenProps {
  /** A known category slug, or 'all'. */
  slug: string;
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
  /** Shown for a page the listing does not have; the app supplies its not-found screen. */
  notFound?: ReactNode;
  /** The ad place shown after the first row of cards on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
}

/** Every live deal of one category (or all of them), sortable, a page at a time, in the shopper's view mode. */
export function CategoryScreen({
  slug,
  sync,
  pricesNote,
  notFound = null,
  adAfterFirstRow,
}: CategoryScreenProps) {
  const { sort, page, setSort, pageHref } = useListingParams();
  const list = useDealList({ kind: 'category', slug }, sort, page ?? 1);
  if (isMissingPage(list, page)) return notFound;
  const meta = categoryPageMeta(slug);
  const shownPage = page ?? 1;
  const jsonLd: object[] = [
    ...(slug === ALL_CATEGORIES ? [] : [breadcrumbJsonLd(categoryCrumbs(slug, meta.path), currentOrigin())]),
    ...listingJsonLd(list, shownPage),
  ];

  return (
    <PageShell
      page={meta}
      className="listing-page"
      seo={{ path: listingCanonicalPath(meta.path, shownPage), jsonLd }}
    >
      <ListingResults
        list={list}
        page={shownPage}
        pageHref={pageHref}
        sync={sync}
        pricesNote={pricesNote}
        controls={<SortSelect value={sort} onChange={setSort} />}
        label={meta.title}
        listKey={`${slug}:${sort}`}
        adAfterFirstRow={adAfterFirstRow}
      />
    </PageShell>
  );
}
