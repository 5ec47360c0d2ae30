// The router's routes: each pattern of the route table (src/shared/site/routes.ts) with the screen module that
// draws it. Every screen is a lazy chunk.
import { hasParameter, routeEntries, type ScreenName } from '@shared/site/routes';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

/**
 * One module for each screen the route table names, and no other (route-table.test.ts): each is
 * src/app/routes/{the name in kebab-case}.tsx (see screenSourceFile).
 */
export const screens = {
  home: () => import('./routes/home'),
  search: () => import('./routes/search'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  verifyEmail: () => import('./routes/verify-email'),
  account: () => import('./routes/account'),
  accountAlerts: () => import('./routes/account-alerts'),
  watch: () => import('./routes/watch'),
  accountWatches: () => import('./routes/account-watches'),
  alertsConfirm: () => import('./routes/alerts-confirm'),
  unsubscribe: () => import('./routes/unsubscribe'),
  submit: () => import('./routes/submit'),
  admin: () => import('./routes/admin'),
  deal: () => import('./routes/deal'),
  category: () => import('./routes/category'),
  deals: () => import('./routes/deals'),
  dealsToday: () => import('./routes/deals-today'),
  dealsTrending: () => import('./routes/deals-trending'),
  dealsPopular: () => import('./routes/deals-popular'),
  categories: () => import('./routes/categories'),
  stores: () => import('./routes/stores'),
  store: () => import('./routes/store'),
  member: () => import('./routes/member'),
  wishlist: () => import('./routes/wishlist'),
  forYou: () => import('./routes/for-you'),
  blog: () => import('./routes/blog'),
  contact: () => import('./routes/contact'),
  press: () => import('./routes/press'),
  careers: () => import('./routes/careers'),
  faq: () => import('./routes/faq'),
  shipping: () => import('./routes/shipping'),
  returns: () => import('./routes/returns'),
  help: () => import('./routes/help'),
  helpGettingStarted: () => import('./routes/help-getting-started'),
  helpTutorials: () => import('./routes/help-tutorials'),
  helpTips: () => import('./routes/help-tips'),
  community: () => import('./routes/community'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  sitemap: () => import('./routes/sitemap'),
  about: () => import('./routes/about'),
  downloadApp: () => import('./routes/download-app'),
  track: () => import('./routes/track'),
  adminReports: () => import('./routes/admin-reports'),
  adminComments: () => import('./routes/admin-comments'),
  adminMessages: () => import('./routes/admin-messages'),
  adminMail: () => import('./routes/admin-mail'),
  adminAudit: () => import('./routes/admin-audit'),
  adminUsers: () => import('./routes/admin-users'),
  adminDeals: () => import('./routes/admin-deals'),
  adminClicks: () => import('./routes/admin-clicks'),
  adminVotes: () => import('./routes/admin-votes'),
  adminStores: () => import('./routes/admin-stores'),
  adminWatches: () => import('./routes/admin-watches'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<ScreenName, ScreenModule>;

/** What each screen's route carries for the layout around it (SiteLayout reads it with useMatches). */
export interface ScreenHandle {
  screen: ScreenName;
}

/**
 * The screens that draw the first ad place again after their first row of deals (AdSlotPlace 'listing'):
 * on phones the one above the page gives way to it, decided before the page arrives (route-table.test.ts
 * keeps this list and the screens' files together).
 */
export const SCREENS_WITH_LISTING_AD: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'home',
  'search',
  'category',
  'deals',
  'dealsToday',
  'dealsTrending',
  'dealsPopular',
  'store',
]);

export interface ScreenRoute {
  path: string;
  screen: ScreenName;
}

/** The source file of a screen, as the build manifest names it: the server preloads that chunk's files. */
export const screenSourceFile = (screen: ScreenName): string =>
  `src/app/routes/${screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

/** Fixed paths first, then patterns with a parameter, then the catch-all: the order the router ranks them in. */
const rank = (path: string): number => (path === '*' ? 2 : hasParameter(path) ? 1 : 0);

/** Each pattern of the route table with its screen. */
export const SCREEN_ROUTES: ScreenRoute[] = routeEntries()
  .flatMap(([name, route]) =>
    (route.routerPaths ?? [route.path]).map((path) => ({
      path,
      screen: (route.screen ?? name) as ScreenName,
    })),
  )
  .sort((a, b) => rank(a.path) - rank(b.path));
