// The Speculation Rules every drawn page carries: the browser fetches a listing or deal page a shopper is
// about to open (the pointer rests on its link, or presses it: "moderate"), so following a link is near-instant
// without the app. Prefetch only, never prerender: a prerendered page runs its scripts, and a deal page's
// script counts a view (src/features/deal-detail/count-view.ts) for a page nobody may open.
//
// The rules are one constant, made from the route table (src/shared/site/routes.ts) when the server starts:
// no text of a request, a deal or a member ever enters them, and the page policy admits exactly this text
// by its hash (server/plugins/security-headers.ts), no other inline script.
import { ROUTES, type Route, type RouteName, routeEntries } from '../../src/shared/site/routes.ts';

/** The routes whose pages list deals or show one: the pages a shopper moves between by links. */
export const PREFETCHED_ROUTES = [
  'home',
  'search',
  'deals',
  'dealsToday',
  'dealsTrending',
  'dealsPopular',
  'dailyDeals',
  'trending',
  'popular',
  'categories',
  'category',
  'categoryOf',
  'dealsCategory',
  'deal',
] as const satisfies readonly RouteName[];

/** The server's paths that are no page: the click-out (/go/ counts a click and leaves for the shop), the API. */
const SERVER_PATHS = ['/go/*', '/api/*'];

/** A route's addresses as URL patterns (a `:parameter` is a pattern's named part already). */
const patternsOf = (route: Route): string[] =>
  [route.path, ...(route.routerPaths ?? [])].filter((path) => path !== '*');

const prefetched = new Set<RouteName>(PREFETCHED_ROUTES);

export const PREFETCHED_PATTERNS: readonly string[] = PREFETCHED_ROUTES.flatMap((name) =>
  patternsOf(ROUTES[name]),
);

/**
 * Addresses never fetched ahead, whatever the patterns above come to include: the server's paths, and every
 * page for people only (the route table's `noindex`: sign-in, registration, the links in mails that confirm
 * or unsubscribe, the account, the wishlist, the console), with everything under them.
 */
export const NEVER_PREFETCHED_PATTERNS: readonly string[] = [
  ...SERVER_PATHS,
  ...routeEntries()
    .filter(([name, route]) => route.noindex === true && !prefetched.has(name))
    .flatMap(([, route]) => patternsOf(route).flatMap((path) => [path, `${path}/*`])),
];

export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: PREFETCHED_PATTERNS },
          { not: { href_matches: NEVER_PREFETCHED_PATTERNS } },
          // A link the page marks as not to be followed (sponsored or nofollow) is never fetched ahead.
          { not: { selector_matches: '[rel~=nofollow], [rel~=sponsored]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rules' exact text: the page policy admits it by this text's hash. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

export const SPECULATION_RULES_SCRIPT = `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`;
