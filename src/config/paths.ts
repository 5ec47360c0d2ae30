// Typed hrefs for every route. Links use these, never string literals.
import { dealPagePath, PAGES } from '@shared/site/pages';

const enc = encodeURIComponent;

export const paths = {
  ...Object.fromEntries(Object.entries(PAGES).map(([name, meta]) => [name, meta.path])),
  deal: dealPagePath,
  categoryOf: (slug: string) => `/category/${enc(slug)}`,
  dealsCategory: (slug: string) => `/deals/${enc(slug)}`,
  searchFor: (query: string) => (query.trim() ? `/search?q=${enc(query.trim())}` : PAGES.search.path),
  /** The server's affiliate redirect: it counts the click and sends the shopper to the store. */
  go: (id: string | number) => `/go/${enc(String(id))}`,
} as { [K in keyof typeof PAGES]: (typeof PAGES)[K]['path'] } & {
  deal: (id: string | number) => string;
  categoryOf: (slug: string) => string;
  dealsCategory: (slug: string) => string;
  searchFor: (query: string) => string;
  go: (id: string | number) => string;
};
