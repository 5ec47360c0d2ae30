import { paths } from '@config/paths';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { useStoreDirectoryPart } from '@lib/db/store-queries';
import { findStores } from '@shared/store/store-search';
import {
  allStoreCodes,
  NO_CODE_NEEDED,
  REPORTED_NOT_WORKING,
  SEARCH_STORES_HEADING,
} from '@shared/store/store-texts';
import { Link } from 'react-router-dom';

/** The stores a search names, before the deals, each with its best codes and a link to all of them. */
export function StoreMatches({ query }: { query: string }) {
  const now = useFirstDrawTime().getTime();
  const matches = useStoreDirectoryPart(`search:${query}`, (directory) => findStores(directory, query, now));
  if (!matches || matches.length === 0) return null;
  return (
    <section className="search-stores" aria-labelledby="search-stores-heading">
      <h2 id="search-stores-heading">{SEARCH_STORES_HEADING}</h2>
      <ul className="search-stores__list">
        {matches.map(({ store, coupons, codeCount }) => (
          <li key={store.slug} className="search-stores__store">
            <Link to={paths.store(store.slug)}>{allStoreCodes(codeCount, store.name)}</Link>
            {coupons.length > 0 ? (
              <ul>
                {coupons.map((coupon) => (
                  <li key={coupon.id}>
                    {coupon.title}: {coupon.code ? <code>{coupon.code}</code> : NO_CODE_NEEDED}
                    {coupon.record.notWorking ? ` (${REPORTED_NOT_WORKING})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
