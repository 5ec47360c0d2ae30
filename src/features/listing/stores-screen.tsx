import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { useStoreDealCounts } from '@lib/db/deal-queries';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { useStoreDirectoryPart } from '@lib/db/store-queries';
import type { Deal } from '@shared/deal/deal';
import { PAGES } from '@shared/site/pages';
import { couponEnded } from '@shared/store/coupon-record';
import type { StoreEntry } from '@shared/store/store';
import { createStoreMatcher, nameKey } from '@shared/store/store-matching';
import {
  ALL_STORES_HEADING,
  NO_STORES_FOUND,
  STORE_SEARCH_BUTTON,
  STORE_SEARCH_LABEL,
  STORES_NOT_LOADED,
  storeCodeCount,
  storeDealCount,
  TOP_STORES_HEADING,
} from '@shared/store/store-texts';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ListingMessage } from './listing-message';
import type { SyncStatus } from './sync-status';
import './listing.css';

/** How many stores "Most live deals" shows. */
const TOP_STORES = 12;

interface DirectoryRow {
  store: StoreEntry;
  codes: number;
}

const STORE_QUERY_PARAM = 'q';

/**
 * Every store: a search by name (a GET form, so it works before any script), the stores with most live
 * deals first, then all of them A to Z under their letters, each with its live deals and codes.
 */
export function StoresScreen({ sync }: { sync: SyncStatus }) {
  const [params] = useSearchParams();
  const query = params.get(STORE_QUERY_PARAM)?.trim() ?? '';
  const now = useFirstDrawTime().getTime();
  const rows = useStoreDirectoryPart('directory', (directory) =>
    directory.stores.map((store) => ({
      store,
      codes: directory.coupons.filter(
        (coupon) => coupon.storeSlug === store.slug && !couponEnded(coupon, now),
      ).length,
    })),
  );
  return (
    <PageShell
      page={PAGES.stores}
      className="listing-page stores-page"
      lead={PAGES.stores.description}
      seo={query ? { noindex: true } : undefined}
    >
      <search>
        <form className="stores-page__search" method="get" action={paths.stores}>
          <label htmlFor="store-search">{STORE_SEARCH_LABEL}</label>
          <input
            id="store-search"
            name={STORE_QUERY_PARAM}
            type="search"
            defaultValue={query}
            maxLength={80}
          />
          <button type="submit">{STORE_SEARCH_BUTTON}</button>
        </form>
      </search>
      {rows === undefined ? (
        <ListingMessage status="loading" error={sync.error} />
      ) : rows === null ? (
        <ListingMessage status="empty" emptyText={STORES_NOT_LOADED} error={null} />
      ) : (
        <StoreIndex rows={rows} query={query} />
      )}
    </PageShell>
  );
}

function StoreIndex({ rows, query }: { rows: DirectoryRow[]; query: string }) {
  const stores = useMemo(() => rows.map((row) => row.store), [rows]);
  const slugOf = useMemo(() => {
    const matcher = createStoreMatcher(stores);
    return (deal: Deal) => matcher.slugOf(deal);
  }, [stores]);
  const counts = useStoreDealCounts(`directory:${stores.length}`, slugOf) ?? {};
  const wanted = nameKey(query);
  const shown = wanted
    ? rows.filter((row) =>
        [row.store.name, ...row.store.aliases].some((name) => nameKey(name).includes(wanted)),
      )
    : rows;
  if (shown.length === 0) return <p role="status">{NO_STORES_FOUND}</p>;
  const dealsOf = (row: DirectoryRow) => counts[row.store.slug]?.deals ?? 0;
  const top = wanted
    ? []
    : [...shown]
        .filter((row) => dealsOf(row) > 0)
        .sort((a, b) => dealsOf(b) - dealsOf(a) || a.store.name.localeCompare(b.store.name, 'en'))
        .slice(0, TOP_STORES);
  const byLetter = new Map<string, DirectoryRow[]>();
  for (const row of [...shown].sort((a, b) => a.store.name.localeCompare(b.store.name, 'en'))) {
    const first = row.store.name.trim().charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), row]);
  }
  const item = (row: DirectoryRow) => (
    <li key={row.store.slug}>
      <article className="store-tile">
        <p className="store-tile__name">
          <Link to={paths.store(row.store.slug)}>{row.store.name}</Link>
        </p>
        <p className="store-tile__count">
          {storeDealCount(dealsOf(row))}
          {row.codes > 0 ? ` · ${storeCodeCount(row.codes)}` : ''}
        </p>
      </article>
    </li>
  );
  return (
    <>
      {top.length > 0 ? (
        <section aria-labelledby="top-stores-heading">
          <h2 id="top-stores-heading">{TOP_STORES_HEADING}</h2>
          <ul className="store-index">{top.map(item)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="all-stores-heading">
        <h2 id="all-stores-heading">{ALL_STORES_HEADING}</h2>
        <nav className="store-letters" aria-label={ALL_STORES_HEADING}>
          {[...byLetter.keys()].map((letter) => (
            <a key={letter} href={`#stores-${letter}`}>
              {letter}
            </a>
          ))}
        </nav>
        {[...byLetter].map(([letter, group]) => (
          <section key={letter} id={`stores-${letter}`} aria-label={letter}>
            <h3 className="store-letter">{letter}</h3>
            <ul className="store-index">{group.map(item)}</ul>
          </section>
        ))}
      </section>
    </>
  );
}
