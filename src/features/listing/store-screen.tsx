import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { currentOrigin } from '@lib/current-origin';
import { useDealList } from '@lib/db/deal-queries';
import { useStoreDirectoryPart } from '@lib/db/store-queries';
import type { Deal } from '@shared/deal/deal';
import { listingCanonicalPath } from '@shared/deal/deal-list';
import { storePageMeta } from '@shared/site/pages';
import { breadcrumbJsonLd, storeCrumbs } from '@shared/site/structured-data';
import type { CouponEntry, StoreEntry } from '@shared/store/store';
import { storeFeedPath } from '@shared/store/store';
import { lookUpStore } from '@shared/store/store-lookup';
import { createStoreMatcher } from '@shared/store/store-matching';
import {
  lowestSummary,
  NO_STORE_DEALS,
  STORE_DEALS_HEADING,
  STORE_FEED_LINK,
  STORES_NOT_LOADED,
} from '@shared/store/store-texts';
import { type ReactNode, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { ListingMessage } from './listing-message';
import { isMissingPage, ListingResults, listingJsonLd } from './listing-results';
import { SortSelect } from './sort-select';
import type { SyncStatus } from './sync-status';
import { useListingParams } from './use-listing-params';
import './listing.css';

interface StoreScreenProps {
  slug: string;
  sync: SyncStatus;
  pricesNote?: ReactNode;
  notFound?: ReactNode;
  adAfterFirstRow?: ReactNode;
  /** The store's codes; the app supplies them (they copy, click out and ask "Did it work?"). */
  codes?: (store: StoreEntry, coupons: CouponEntry[]) => ReactNode;
  /** "Follow this store"; the app supplies it. */
  follow?: (store: StoreEntry) => ReactNode;
}

/**
 * One store: its codes, then its live deals (sortable, a page at a time, in the shopper's view mode), with
 * how many of them are at their lowest in 90 days. An address made by another name of the store leads to
 * the store's own.
 */
export function StoreScreen({
  slug,
  sync,
  pricesNote,
  notFound = null,
  adAfterFirstRow,
  codes,
  follow,
}: StoreScreenProps) {
  const lookup = useStoreDirectoryPart(`store/${slug}`, (directory) => {
    const found = lookUpStore(directory, slug);
    // The page carries its own store alone; deals are matched against it as against the whole directory.
    return { lookup: found, stores: 'found' in found ? [found.found] : directory.stores };
  });
  if (lookup === undefined) return <ListingMessage status="loading" error={sync.error} />;
  if (lookup === null) return <ListingMessage status="empty" emptyText={STORES_NOT_LOADED} error={null} />;
  if ('movedTo' in lookup.lookup) return <Navigate to={paths.store(lookup.lookup.movedTo)} replace />;
  if ('missing' in lookup.lookup) return notFound;
  return (
    <StoreDeals
      store={lookup.lookup.found}
      stores={lookup.stores}
      coupons={lookup.lookup.coupons}
      sync={sync}
      pricesNote={pricesNote}
      notFound={notFound}
      adAfterFirstRow={adAfterFirstRow}
      codes={codes}
      follow={follow}
    />
  );
}

function StoreDeals({
  store,
  stores,
  coupons,
  sync,
  pricesNote,
  notFound,
  adAfterFirstRow,
  codes,
  follow,
}: Omit<StoreScreenProps, 'slug'> & { store: StoreEntry; stores: StoreEntry[]; coupons: CouponEntry[] }) {
  const { sort, page, setSort, pageHref } = useListingParams();
  const belongs = useMemo(() => {
    const matcher = createStoreMatcher(stores);
    return (deal: Deal) => matcher.slugOf(deal) === store.slug;
  }, [stores, store.slug]);
  const list = useDealList({ kind: 'store', slug: store.slug, belongs }, sort, page ?? 1);
  if (isMissingPage(list, page)) return notFound;
  const meta = storePageMeta(store.slug, store.name);
  const shownPage = page ?? 1;
  const lowest = list?.deals.filter((deal) => deal.priceTruth?.lowestIn90Days).length ?? 0;
  const jsonLd: object[] = [
    breadcrumbJsonLd(storeCrumbs(store.name, meta.path), currentOrigin()),
    ...listingJsonLd(list, shownPage),
  ];
  return (
    <PageShell
      page={meta}
      className="listing-page store-page"
      lead={store.description || meta.description}
      seo={{ path: listingCanonicalPath(meta.path, shownPage), jsonLd, image: store.logo ?? undefined }}
    >
      <div className="store-page__about">
        {store.logo ? (
          <img className="store-page__logo" src={store.logo} alt="" width={64} height={64} />
        ) : null}
        {follow?.(store)}
        <a className="store-page__feed" href={storeFeedPath(store.slug)}>
          {STORE_FEED_LINK}
        </a>
        {store.affiliateNote ? <p className="store-page__note">{store.affiliateNote}</p> : null}
      </div>
      {codes?.(store, coupons)}
      <section aria-labelledby="store-deals-heading">
        <h2 id="store-deals-heading">{STORE_DEALS_HEADING}</h2>
        {list && list.total > 0 && list.deals.length === list.total ? (
          <p className="store-page__lowest">{lowestSummary(lowest, list.total)}</p>
        ) : null}
        <ListingResults
          list={list}
          page={shownPage}
          pageHref={pageHref}
          sync={sync}
          pricesNote={pricesNote}
          controls={<SortSelect value={sort} onChange={setSort} />}
          label={meta.title}
          listKey={`store:${store.slug}:${sort}`}
          adAfterFirstRow={adAfterFirstRow}
          emptyText={NO_STORE_DEALS}
        />
      </section>
    </PageShell>
  );
}
