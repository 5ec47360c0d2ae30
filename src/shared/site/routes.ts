// Every route of the site, once: where it is, which screen draws it, whether search engines may index it.
// Everything that needs an address reads this table: the router (SCREEN_ROUTES in src/app/route-table.ts),
// the typed links (src/config/paths.ts), each page's head (PAGES in pages.ts, with page-texts.ts), the
// server's drawn pages and head tags, sitemap.xml, the alert mails' links and the console's sections.
//
// A new route:
//   1. Add an entry below, named for the page. `path` is where links point: a fixed address, or a pattern
//      with one `:parameter`. Add `screen` when another route's screen draws it, `noindex` when the page is
//      for people only (the sitemaps leave it out).
//   2. A page with a fixed address: its title and description in page-texts.ts (the type asks for them).
//   3. A new screen: src/app/routes/{screen in kebab-case}.tsx with a default export, listed in `screens` in
//      src/app/route-table.ts (the type and route-table.test.ts ask for it).
//   4. Link to it with `paths.{name}` (src/config/paths.ts): a string, or a function of the parameter.
//   The router, the server's page and its head, and sitemap.xml follow. Still by hand: a page people should
//   find joins a group of the sitemap page (src/features/content/sitemap-screen.tsx); a page that lists deals
//   joins LISTING_PAGES, and a pattern gets its head, in server/html/resolve-page.ts; a pattern gets a sample
//   address in the browser tests (tests/e2e/support/route-cases.ts).

export interface Route {
  /** Where links point: a fixed address, or a pattern with one `:parameter` that `paths` fills in. */
  readonly path: string;
  /** The screen that draws it when not its own: src/app/routes/{screen in kebab-case}.tsx. */
  readonly screen?: string;
  /** The router's patterns for it, when not its path (see category and notFound). */
  readonly routerPaths?: readonly string[];
  /** A page for people only: search engines are asked not to index it, and the sitemaps leave it out. */
  readonly noindex?: boolean;
  /**
   * A page that is the app's from the start: its screen acts on load, shows what only this device knows,
   * or is all forms (account, console). The app starts at load there, not at the first tap (src/main.tsx).
   */
  readonly appAtLoad?: boolean;
}

// The order is the sitemaps' (STATIC_PAGES); the router ranks the patterns itself (SCREEN_ROUTES).
export const ROUTES = {
  home: { path: '/' },
  // Search results and the member's own pages are for people only.
  search: { path: '/search', noindex: true },
  login: { path: '/login', noindex: true, appAtLoad: true },
  register: { path: '/register', noindex: true, appAtLoad: true },
  forgotPassword: { path: '/forgot-password', noindex: true, appAtLoad: true },
  resetPassword: { path: '/reset-password', noindex: true, appAtLoad: true },
  verifyEmail: { path: '/verify-email', noindex: true, appAtLoad: true },
  account: { path: '/account', noindex: true, appAtLoad: true },
  // Deal alerts (ALERT_PAGES in src/shared/alerts/alerts.ts): the member's rules, and the pages the alert
  // mails link to.
  accountAlerts: { path: '/account/alerts', noindex: true, appAtLoad: true },
  // Watching any shop's product (WATCH_PAGES in src/shared/watch/watch.ts): the page that reads a product
  // link (also the share target's and the header field's), and the member's watched products.
  watch: { path: '/watch', noindex: true, appAtLoad: true },
  accountWatches: { path: '/account/watches', noindex: true, appAtLoad: true },
  alertsConfirm: { path: '/alerts/confirm', noindex: true, appAtLoad: true },
  unsubscribe: { path: '/unsubscribe', noindex: true, appAtLoad: true },
  submit: { path: '/submit', noindex: true, appAtLoad: true },
  // The console (ADMIN_SECTIONS in src/shared/console/admin-sections.ts says who may open each page).
  admin: { path: '/admin', noindex: true, appAtLoad: true },
  adminReports: { path: '/admin/reports', noindex: true, appAtLoad: true },
  adminComments: { path: '/admin/comments', noindex: true, appAtLoad: true },
  adminVotes: { path: '/admin/votes', noindex: true, appAtLoad: true },
  adminMessages: { path: '/admin/messages', noindex: true, appAtLoad: true },
  adminMail: { path: '/admin/mail', noindex: true, appAtLoad: true },
  adminAudit: { path: '/admin/audit', noindex: true, appAtLoad: true },
  adminUsers: { path: '/admin/users', noindex: true, appAtLoad: true },
  adminDeals: { path: '/admin/deals', noindex: true, appAtLoad: true },
  adminClicks: { path: '/admin/clicks', noindex: true, appAtLoad: true },
  adminStores: { path: '/admin/stores', noindex: true, appAtLoad: true },
  adminWatches: { path: '/admin/watches', noindex: true, appAtLoad: true },
  // A deal's page: its title and description are the deal's own. The server draws all of it, discussion,
  // reviews and votes included: it is read without the app (docs/decisions/0047).
  deal: { path: '/deal/:id' },
  deals: { path: '/deals' },
  dealsToday: { path: '/deals/today' },
  dealsTrending: { path: '/deals/trending' },
  dealsPopular: { path: '/deals/popular' },
  // The short addresses of three listings: the same screens, under their own titles.
  dailyDeals: { path: '/daily-deals', screen: 'dealsToday' },
  trending: { path: '/trending', screen: 'dealsTrending' },
  popular: { path: '/popular', screen: 'dealsPopular' },
  categories: { path: '/categories' },
  // The store directory and each store's page: its live deals and its voucher codes.
  stores: { path: '/stores' },
  store: { path: '/store/:slug' },
  // A member's public profile: the deals they posted, their comments and reputation.
  member: { path: '/member/:handle' },
  // Every deal: the category page of 'all', also at /category (its own path is categoryOf's pattern's).
  category: { path: '/category/all', routerPaths: ['/category'] },
  categoryOf: { path: '/category/:category', screen: 'category' },
  dealsCategory: { path: '/deals/:category', screen: 'category' },
  wishlist: { path: '/wishlist', noindex: true, appAtLoad: true },
  // "For you" in full: worked out on this device from what it knows of the shopper (never sent).
  forYou: { path: '/for-you', noindex: true, appAtLoad: true },
  blog: { path: '/blog' },
  // The contact page lists the messages kept on this device until they are sent.
  contact: { path: '/contact', appAtLoad: true },
  support: { path: '/support', screen: 'press' },
  press: { path: '/press' },
  careers: { path: '/careers' },
  faq: { path: '/faq' },
  shipping: { path: '/shipping' },
  returns: { path: '/returns' },
  help: { path: '/help' },
  helpGettingStarted: { path: '/help/getting-started' },
  helpTutorials: { path: '/help/tutorials' },
  helpTips: { path: '/help/tips' },
  community: { path: '/community' },
  privacy: { path: '/privacy' },
  terms: { path: '/terms' },
  sitemap: { path: '/sitemap' },
  about: { path: '/about' },
  downloadApp: { path: '/download-app', appAtLoad: true },
  track: { path: '/track' },
  // Every address no other route claims.
  notFound: { path: '/404', routerPaths: ['*'], noindex: true },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;

type PathOf<K extends RouteName> = (typeof ROUTES)[K]['path'];

/** A pattern with a `:parameter`, as opposed to a fixed address. */
type Pattern = `${string}/:${string}`;

/** The routes with a fixed address: the site's pages, each with its title and description (PAGES). */
export type PageName = { [K in RouteName]: PathOf<K> extends Pattern ? never : K }[RouteName];

/** The routes whose address has a parameter: `paths` has a function that fills it in. */
export type PatternName = Exclude<RouteName, PageName>;

/** A route's screen: its own name unless it names another's. */
type ScreenOf<K extends RouteName> = (typeof ROUTES)[K] extends { screen: infer S extends string } ? S : K;

/** Every screen a route shows; src/app/route-table.ts has a module for each. */
export type ScreenName = { [K in RouteName]: ScreenOf<K> }[RouteName];

/** The table as a list of names and routes, in its order. */
export const routeEntries = (): [RouteName, Route][] => Object.entries(ROUTES) as [RouteName, Route][];

export const hasParameter = (path: string): boolean => path.includes('/:');

/** The address of a pattern with its parameter filled in: '/deal/:id' and 42 make '/deal/42'. */
export const fillPattern = (pattern: string, value: string | number): string =>
  pattern.replace(/:[^/]+/, () => encodeURIComponent(String(value)));

/** A route's path as a pattern matching its addresses and those below it ('/deal/:id' matches '/deal/42'). */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\/:[^/]+/g, '/[^/]+')}(?:/.*)?$`);

/** Whether the page at `pathname` starts the app at load: its route's, or a parent route's, say so. */
export function startsAppAtLoad(pathname: string): boolean {
  return routeEntries().some(([, route]) => route.appAtLoad && pathPattern(route.path).test(pathname));
}
