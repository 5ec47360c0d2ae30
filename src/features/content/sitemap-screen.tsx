import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { CATEGORIES } from '@shared/deal/categories';
import { PAGES, type PageMeta } from '@shared/site/pages';
import type { PageName } from '@shared/site/routes';
import { Link } from 'react-router-dom';

// Every page of PAGES appears in exactly one group; the not-found page is not a destination, nor are the
// pages that only work from a link in our mail (confirming an address, choosing a new password), nor the
// moderators' queue (/admin), which is for staff only.
const GROUPS: { id: string; title: string; pages: PageName[] }[] = [
  {
    id: 'deals',
    title: 'Deals',
    pages: [
      'home',
      'deals',
      'dealsToday',
      'dailyDeals',
      'dealsTrending',
      'trending',
      'dealsPopular',
      'popular',
      'categories',
      'category',
      'stores',
      'search',
      'wishlist',
      'forYou',
    ],
  },
  {
    id: 'help',
    title: 'Help & Support',
    pages: [
      'help',
      'helpGettingStarted',
      'helpTutorials',
      'helpTips',
      'faq',
      'contact',
      'support',
      'shipping',
      'returns',
      'track',
    ],
  },
  {
    id: 'company',
    title: 'Company',
    pages: ['about', 'careers', 'press', 'blog', 'community', 'downloadApp'],
  },
  {
    id: 'account',
    title: 'Account',
    pages: [
      'login',
      'register',
      'forgotPassword',
      'account',
      'accountAlerts',
      'watch',
      'accountWatches',
      'submit',
    ],
  },
  { id: 'legal', title: 'Legal', pages: ['privacy', 'terms', 'sitemap'] },
];

function PageLink({ page }: { page: PageMeta }) {
  return (
    <li>
      <Link to={page.path}>{page === PAGES.home ? 'Home' : page.title}</Link>
      <span className="sitemap__path">{page.path}</span>
    </li>
  );
}

export function SitemapScreen() {
  return (
    <PageShell page={PAGES.sitemap} lead="Every page on the site, in one place.">
      <div className="sitemap grid grid--3">
        {GROUPS.map((group) => (
          <section key={group.id} className="card" aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="card__title">
              {group.title}
            </h2>
            <ul className="sitemap__list">
              {group.pages.map((name) => (
                <PageLink key={name} page={PAGES[name]} />
              ))}
            </ul>
          </section>
        ))}
        <section className="card" aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="card__title">
            Categories
          </h2>
          <ul className="sitemap__list">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link to={paths.categoryOf(category.slug)}>{category.name}</Link>
                <span className="sitemap__path">{paths.categoryOf(category.slug)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageShell>
  );
}
