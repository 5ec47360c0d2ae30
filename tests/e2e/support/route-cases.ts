// Shared by the layout browser tests: which concrete address exercises each route of the route table,
// and what the page there must show.
import { SCREEN_ROUTES } from '../../../src/app/route-table';
import { sectionOf } from '../../../src/shared/console/admin-sections';
import { PAGES, type PageMeta } from '../../../src/shared/site/pages';

/** Screens whose content comes from the deal cache: the frame only guarantees a title and an h1. */
const DEAL_DEPENDENT = new Set([
  '/',
  '/search',
  '/deals',
  '/category',
  '/category/:category',
  '/deals/:category',
  '/deal/:id',
  '/stores',
  '/store/:slug',
  '/member/:handle',
]);

const SAMPLE_PARAMS: Record<string, string> = {
  '/category/:category': '/category/electronics',
  '/deals/:category': '/deals/fashion',
  '/deal/:id': '/deal/no-such-deal',
  '/store/:slug': '/store/best-buy',
  '/member/:handle': '/member/no-such-member',
  '*': '/no/such/page/at/any/depth',
};

export interface RouteCase {
  /** The route table's pattern. */
  pattern: string;
  /** A concrete address for it. */
  url: string;
  /** The page whose title and h1 a visitor sees there, or null where only the frame's guarantees apply. */
  page: PageMeta | null;
  /** The page the route's screen draws (the server renderer's): `page` unless visitors are sent elsewhere. */
  drawn: PageMeta | null;
}

/** Routes the server keeps from visitors (every console page): a visitor is sent to sign in instead. */
const visitorLandsOn = (path: string): PageMeta | undefined => (sectionOf(path) ? PAGES.login : undefined);

const pageAt = (path: string) => Object.values(PAGES).find((page) => page.path === path) ?? null;

export const ROUTE_CASES: RouteCase[] = SCREEN_ROUTES.map(({ path }) => {
  const url = SAMPLE_PARAMS[path] ?? path;
  if (path === '*') return { pattern: path, url, page: PAGES.notFound, drawn: PAGES.notFound };
  const drawn = DEAL_DEPENDENT.has(path) ? null : pageAt(path);
  return { pattern: path, url, page: visitorLandsOn(path) ?? drawn, drawn };
});

/** Routes with a fixed address (no parameters, not the catch-all). */
export const STATIC_ROUTE_CASES = ROUTE_CASES.filter(
  (route) => !route.pattern.includes(':') && route.pattern !== '*',
);
