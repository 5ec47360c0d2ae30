// Which screen module answers each path. Every screen is a lazy chunk.
// Order matters only where React Router's ranking cannot decide; fixed paths beat ':category'.

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

/** Each screen's module is src/app/routes/{the name in kebab-case}.tsx (see screenSourceFile). */
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
  wishlist: () => import('./routes/wishlist'),
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
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, ScreenModule>;

export type ScreenName = keyof typeof screens;

export interface ScreenRoute {
  path: string;
  screen: ScreenName;
}

/** The source file of a screen, as the build manifest names it: the server preloads that chunk's files. */
export const screenSourceFile = (screen: ScreenName): string =>
  `src/app/routes/${screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

export const SCREEN_ROUTES: ScreenRoute[] = [
  { path: '/', screen: 'home' },
  { path: '/search', screen: 'search' },
  { path: '/login', screen: 'login' },
  { path: '/register', screen: 'register' },
  { path: '/forgot-password', screen: 'forgotPassword' },
  { path: '/reset-password', screen: 'resetPassword' },
  { path: '/verify-email', screen: 'verifyEmail' },
  { path: '/account', screen: 'account' },
  { path: '/account/alerts', screen: 'accountAlerts' },
  { path: '/alerts/confirm', screen: 'alertsConfirm' },
  { path: '/unsubscribe', screen: 'unsubscribe' },
  { path: '/submit', screen: 'submit' },
  { path: '/admin', screen: 'admin' },
  { path: '/admin/reports', screen: 'adminReports' },
  { path: '/deal/:id', screen: 'deal' },
  { path: '/category', screen: 'category' },
  { path: '/category/:category', screen: 'category' },
  { path: '/deals', screen: 'deals' },
  { path: '/deals/today', screen: 'dealsToday' },
  { path: '/deals/trending', screen: 'dealsTrending' },
  { path: '/deals/popular', screen: 'dealsPopular' },
  { path: '/deals/:category', screen: 'category' },
  { path: '/daily-deals', screen: 'dealsToday' },
  { path: '/trending', screen: 'dealsTrending' },
  { path: '/popular', screen: 'dealsPopular' },
  { path: '/categories', screen: 'categories' },
  { path: '/wishlist', screen: 'wishlist' },
  { path: '/blog', screen: 'blog' },
  { path: '/contact', screen: 'contact' },
  { path: '/support', screen: 'press' },
  { path: '/press', screen: 'press' },
  { path: '/careers', screen: 'careers' },
  { path: '/faq', screen: 'faq' },
  { path: '/shipping', screen: 'shipping' },
  { path: '/returns', screen: 'returns' },
  { path: '/help', screen: 'help' },
  { path: '/help/getting-started', screen: 'helpGettingStarted' },
  { path: '/help/tutorials', screen: 'helpTutorials' },
  { path: '/help/tips', screen: 'helpTips' },
  { path: '/community', screen: 'community' },
  { path: '/privacy', screen: 'privacy' },
  { path: '/terms', screen: 'terms' },
  { path: '/sitemap', screen: 'sitemap' },
  { path: '/about', screen: 'about' },
  { path: '/download-app', screen: 'downloadApp' },
  { path: '/track', screen: 'track' },
  { path: '*', screen: 'notFound' },
];
