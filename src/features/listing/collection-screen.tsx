import { PageShell } from '@components/page-shell';
import { type ListName, useDealList } from '@lib/db/deal-queries';
import { listingCanonicalPath } from '@shared/deal/deal-list';
import type { PageMeta } from '@shared/site/pages';
import type { ReactNode } from 'react';
import { isMissingPage, ListingResults, listingJsonLd } from './listing-results';
import type { SyncStatus } from './sync-status';
import { useListingParams } from './use-listing-params';
import './listing.css';

interface CollectionScreenProps {
  page: PageMeta;
  /** Today only, trending or popular: each in the order that defines it. */
  collection: Exclude<ListName, { kind: 'category' } | { kind: 'store' }>['kind'];
  sync: SyncStatus;
  emptyText?: string;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
  /** Shown for a page the listing does not have; the app supplies its not-found screen. */
  notFound?: ReactNode;
  /** The ad place shown after the first row of cards on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
}

/** A fixed selection of deals: today only, trending or popular, in the order that defines it. */
export function CollectionScreen({
  page: meta,
  collection,
  sync,
  emptyText,
  pricesNote,
  notFound = null,
  adAfterFirstRow,
}: CollectionScreenProps) {
  const { page, pageHref } = useListingParams();
  const list = useDealList({ kind: collection }, undefined, page ?? 1);
  if (isMissingPage(list, page)) return notFound;
  const shownPage = page ?? 1;
  return (
    <PageShell
      page={meta}
      className="listing-page"
      lead={meta.description}
      seo={{ path: listingCanonicalPath(meta.path, shownPage), jsonLd: listingJsonLd(list, shownPage) }}
    >
      <ListingResults
        list={list}
        page={shownPage}
        pageHref={pageHref}
        sync={sync}
        pricesNote={pricesNote}
        emptyText={emptyText}
        label={meta.title}
        adAfterFirstRow={adAfterFirstRow}
      />
    </PageShell>
  );
}
