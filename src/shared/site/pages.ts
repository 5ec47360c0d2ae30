// Every page of the site: its path, title and description, from the route table (routes.ts) and the pages'
// texts (page-texts.ts). The app's <head>, the server's crawler-ready HTML, the sitemap page and
// sitemap.xml, and the route smoke tests all read PAGES.
import { categoryName } from '../deal/categories';
import { categoryPageTexts, PAGE_TEXTS, storePageTexts } from './page-texts';
import { fillPattern, hasParameter, type PageName, ROUTES, routeEntries } from './routes';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Pages that only exist for people, not for search engines. */
  noindex?: boolean;
}

/** The routes with a fixed address, in the table's order, each with its texts. */
export const PAGES = Object.fromEntries(
  routeEntries()
    .filter(([, route]) => !hasParameter(route.path))
    .map(([name, route]): [string, PageMeta] => {
      const { title, description } = PAGE_TEXTS[name as PageName];
      return [name, { path: route.path, title, description, noindex: route.noindex ?? false }];
    }),
) as { readonly [K in PageName]: PageMeta };

/** Pages with a fixed path that a crawler or the sitemap should list. */
export const STATIC_PAGES: PageMeta[] = Object.values(PAGES).filter((meta) => !meta.noindex);

/** The page of one category (a known slug), or of every deal ('all'). */
export function categoryPageMeta(slug: string): PageMeta {
  if (slug === 'all') return PAGES.category;
  return { path: fillPattern(ROUTES.categoryOf.path, slug), ...categoryPageTexts(categoryName(slug)) };
}

/** The path of a deal's page. */
export const dealPagePath = (id: string | number): string => fillPattern(ROUTES.deal.path, id);

/** The page of one store. */
export const storePageMeta = (slug: string, name: string): PageMeta => ({
  path: fillPattern(ROUTES.store.path, slug),
  ...storePageTexts(name),
});
