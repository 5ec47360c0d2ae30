import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { useCategoryCounts } from '@lib/db/deal-queries';
import { CATEGORIES } from '@shared/deal/categories';
import { PAGES } from '@shared/site/pages';
import { categoryDealCount } from '@shared/site/screen-texts';
import { Link } from 'react-router-dom';
import { ListingMessage } from './listing-message';
import type { SyncStatus } from './sync-status';
import { ALL_CATEGORIES } from './use-listing-params';
import './listing.css';

/** The category index: every category with how many live deals it has, plus all deals. */
export function CategoriesScreen({ sync }: { sync: SyncStatus }) {
  const counts = useCategoryCounts();
  const loading = counts === undefined || (counts.total === 0 && sync.syncing);
  const tiles = [
    { slug: ALL_CATEGORIES, name: PAGES.category.title, count: counts?.total ?? 0 },
    ...CATEGORIES.map(({ slug, name }) => ({ slug, name, count: counts?.byCategory[slug] ?? 0 })),
  ];
  return (
    <PageShell page={PAGES.categories} className="listing-page" lead={PAGES.categories.description}>
      {loading ? (
        <ListingMessage status="loading" error={sync.error} />
      ) : (
        <ul className="category-index">
          {tiles.map((tile) => (
            <li key={tile.slug}>
              <article className="category-tile">
                <h2 className="category-tile__name">
                  <Link className="category-tile__link" to={paths.categoryOf(tile.slug)}>
                    {tile.name}
                  </Link>
                </h2>
                <p className="category-tile__count">{categoryDealCount(tile.count)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
