import { SearchBox } from '@components/search-box';
import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import { useNotFoundStatus } from '@lib/page-status';
import { SEARCH_PLACEHOLDER } from '@shared/site/layout-texts';
import { PAGES } from '@shared/site/pages';
import { Link, useLocation } from 'react-router-dom';

const SUGGESTIONS = [
  { to: paths.deals, label: "Today's Best Deals" },
  { to: paths.categories, label: 'All Categories' },
  { to: paths.help, label: 'Help Center' },
  { to: paths.sitemap, label: 'Sitemap' },
] as const;

export interface NotFoundScreenProps {
  /** Sends a query to the search screen (the app composes it from the search feature). */
  onSearch: (query: string) => void;
}

/** Shown for any unknown address, deep ones included. */
export function NotFoundScreen({ onSearch }: NotFoundScreenProps) {
  useNotFoundStatus();
  const { pathname } = useLocation();
  const page = PAGES.notFound;
  return (
    <article className="page page--narrow not-found">
      <SeoHead title={page.title} description={page.description} path={pathname} noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{page.title}</h1>
      <p className="page__lead">
        We couldn't find <code className="not-found__path">{pathname}</code>. The deal may have ended or the
        link may be mistyped.
      </p>
      <SearchBox
        action={paths.searchFor('')}
        className="not-found__search"
        label="Search all deals"
        visibleLabel
        placeholder={SEARCH_PLACEHOLDER}
        onSearch={onSearch}
      />
      <div className="not-found__actions">
        <Link to={paths.home} className="btn btn--primary">
          Back to home
        </Link>
      </div>
      <nav aria-label="Suggestions" className="not-found__suggestions">
        <h2 className="section__title">Or try one of these</h2>
        <ul>
          {SUGGESTIONS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
