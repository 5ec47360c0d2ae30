// schema.org data for search engines, shared by the app's screens (which draw it into each page, on the
// server and in the browser alike) and by the server's fallback head tags: each page carries each block once.
import { categoryName } from '../deal/categories';
import type { Deal } from '../deal/deal';
import { dealPagePath, PAGES } from './pages';
import { fillPattern, ROUTES } from './routes';
import { CONTACT, SITE_DESCRIPTION, SITE_TITLE } from './site';

export const SCHEMA = 'https://schema.org';

const absolute = (path: string, origin: string) => new URL(path, `${origin}/`).href;

/** The site and its search, which search engines may offer as a search box; for the home page. */
export const websiteJsonLd = (origin: string) => ({
  '@context': SCHEMA,
  '@type': 'WebSite',
  name: SITE_TITLE,
  url: `${origin}/`,
  description: SITE_DESCRIPTION,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${ROUTES.search.path}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

/** Who runs the site; for the home page. */
export const organizationJsonLd = (origin: string) => ({
  '@context': SCHEMA,
  '@type': 'Organization',
  name: SITE_TITLE,
  url: `${origin}/`,
  email: CONTACT.supportEmail,
});

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this page, the page itself last. */
export const breadcrumbJsonLd = (crumbs: readonly Crumb[], origin: string) => ({
  '@context': SCHEMA,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absolute(crumb.path, origin),
  })),
});

const homeCrumb: Crumb = { name: PAGES.home.title, path: PAGES.home.path };

/** Home › Stores › {store}. */
export const storeCrumbs = (name: string, path: string): Crumb[] => [
  homeCrumb,
  { name: PAGES.stores.title, path: PAGES.stores.path },
  { name, path },
];

/** Home › {category}. */
export const categoryCrumbs = (slug: string, path: string): Crumb[] => [
  homeCrumb,
  { name: categoryName(slug), path },
];

/** Home › {the deal's category} › {the deal}. */
export const dealCrumbs = (deal: Pick<Deal, 'id' | 'title' | 'category'>): Crumb[] => [
  homeCrumb,
  { name: categoryName(deal.category), path: fillPattern(ROUTES.categoryOf.path, deal.category) },
  { name: deal.title, path: dealPagePath(deal.id) },
];

/**
 * The deals a listing shows, as a list of links to their pages. `firstPosition` is the place of the first
 * of them in the whole list (a later page of a listing starts further on); `total` how many the whole list has.
 */
export const itemListJsonLd = (
  deals: readonly Pick<Deal, 'id' | 'title'>[],
  origin: string,
  { firstPosition = 1, total = deals.length }: { firstPosition?: number; total?: number } = {},
) => ({
  '@context': SCHEMA,
  '@type': 'ItemList',
  numberOfItems: total,
  itemListElement: deals.map((deal, index) => ({
    '@type': 'ListItem',
    position: firstPosition + index,
    url: absolute(dealPagePath(deal.id), origin),
    name: deal.title,
  })),
});

/** Each deal once, in the order first met: a home page shows some deals in more than one row. */
export function distinctDeals<T extends Pick<Deal, 'id'>>(lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const deal of lists.flat()) if (!byId.has(deal.id)) byId.set(deal.id, deal);
  return [...byId.values()];
}
