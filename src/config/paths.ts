// Typed hrefs for every route of the route table (src/shared/site/routes.ts), a search's page and the
// server's affiliate redirect. Links use these, never string literals.
import {
  fillPattern,
  hasParameter,
  type PageName,
  type PatternName,
  routeEntries,
} from '@shared/site/routes';
import { WATCH_LINK_PARAMS } from '@shared/watch/watch';

const enc = encodeURIComponent;

/** A page's href is its address; a pattern's is a function that fills its parameter in. */
type RouteHrefs = { [K in PageName]: string } & { [K in PatternName]: (value: string | number) => string };

const routeHrefs = Object.fromEntries(
  routeEntries().map(([name, { path }]) => [
    name,
    hasParameter(path) ? (value: string | number) => fillPattern(path, value) : path,
  ]),
) as RouteHrefs;

export const paths = {
  ...routeHrefs,
  searchFor: (query: string) => (query.trim() ? `/search?q=${enc(query.trim())}` : routeHrefs.search),
  /** /watch with a product link filled in (the header's field sends the same as a plain GET form). */
  watchProduct: (link: string) =>
    link.trim() ? `${routeHrefs.watch}?${WATCH_LINK_PARAMS.url}=${enc(link.trim())}` : routeHrefs.watch,
  /** The server's affiliate redirect: it counts the click and sends the shopper to the store. */
  go: (id: string | number) => `/go/${enc(String(id))}`,
};
