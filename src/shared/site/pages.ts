// Every page of the site: its path, title and description. The app's <head>, the server's
// crawler-ready HTML, the sitemap page and sitemap.xml, and the route smoke tests all read this table.
import { categoryName } from '../deal/categories';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Pages that only exist for people, not for search engines. */
  noindex?: boolean;
}

const page = (path: string, title: string, description: string, noindex = false): PageMeta => ({
  path,
  title,
  description,
  noindex,
});

export const PAGES = {
  home: page(
    '/',
    'Rare finds, real savings',
    'Verified deals and discounts from trusted retailers, updated daily.',
  ),
  // Results pages are for people: search engines are asked not to index them.
  search: page(
    '/search',
    'Search deals',
    'Search every current deal by product, description or store.',
    true,
  ),
  login: page('/login', 'Sign in', 'Sign in to your RareFinds account.', true),
  register: page(
    '/register',
    'Create an account',
    'Create a free RareFinds account to submit and save deals.',
    true,
  ),
  forgotPassword: page(
    '/forgot-password',
    'Reset your password',
    'Get a link to reset your RareFinds password.',
    true,
  ),
  resetPassword: page(
    '/reset-password',
    'Choose a new password',
    'Choose a new password for your RareFinds account.',
    true,
  ),
  verifyEmail: page(
    '/verify-email',
    'Confirm your e-mail address',
    'Confirm the e-mail address of your account.',
    true,
  ),
  account: page(
    '/account',
    'Your account',
    'Your RareFinds account: name, password, passkeys and devices.',
    true,
  ),
  // Deal alerts (src/shared/alerts/alerts.ts ALERT_PAGES): the member's rules, and the pages the alert mails link to.
  accountAlerts: page(
    '/account/alerts',
    'Your deal alerts',
    'Choose which deals you hear about, by e-mail or notification, and when.',
    true,
  ),
  alertsConfirm: page(
    '/alerts/confirm',
    'Confirm your deal digest',
    'Confirm your e-mail deal digest.',
    true,
  ),
  unsubscribe: page('/unsubscribe', 'Unsubscribe', 'Stop deal alert e-mails.', true),
  submit: page(
    '/submit',
    'Submit a deal',
    'Share a deal you found with the RareFinds community; our team reviews it within 24 hours.',
    true,
  ),
  admin: page('/admin', 'Moderation', 'Review the deals members submitted.', true),
  deals: page('/deals', "Today's Best Deals", "Today's best deals, sorted the way you like, by category."),
  dealsToday: page('/deals/today', "Today's Deals", 'Deals that end today: grab them before they are gone.'),
  dealsTrending: page('/deals/trending', 'Trending Deals', 'The deals shoppers are opening most right now.'),
  dealsPopular: page('/deals/popular', 'Popular Deals', 'The most popular deals of the week.'),
  dailyDeals: page('/daily-deals', 'Daily Deals', 'A fresh set of deals every day, ending tonight.'),
  trending: page('/trending', 'Trending', 'What is trending among deal hunters right now.'),
  popular: page('/popular', 'Popular', 'The deals our shoppers love most.'),
  categories: page('/categories', 'All Categories', 'Browse deals by category.'),
  category: page('/category/all', 'All Deals', 'Every current deal in one place.'),
  wishlist: page('/wishlist', 'Your Wishlist', 'The deals you saved, available offline.', true),
  blog: page('/blog', 'Blog', 'Guides and tips to save more on every purchase.'),
  contact: page(
    '/contact',
    'Contact Us',
    'Questions, feedback or press enquiries: get in touch with RareFinds.',
  ),
  support: page('/support', 'Press & Media', 'News, press resources and media contacts for RareFinds.'),
  press: page('/press', 'Press & Media', 'News, press resources and media contacts for RareFinds.'),
  careers: page('/careers', 'Careers', 'Join the RareFinds team and help shoppers save.'),
  faq: page('/faq', 'Frequently Asked Questions', 'Answers to common questions about RareFinds deals.'),
  shipping: page('/shipping', 'Shipping Information', 'Shipping methods, delivery times and costs.'),
  returns: page(
    '/returns',
    'Returns & Refunds',
    'How returns and refunds work for purchases made through RareFinds.',
  ),
  help: page('/help', 'Help Center', 'Guides and answers for using RareFinds.'),
  helpGettingStarted: page(
    '/help/getting-started',
    'Getting Started',
    'Start finding and saving deals on RareFinds.',
  ),
  helpTutorials: page('/help/tutorials', 'Tutorials', 'Step-by-step tutorials for RareFinds features.'),
  helpTips: page('/help/tips', 'Tips & Tricks', 'Tips to save more with RareFinds.'),
  community: page('/community', 'Community', 'Meet other deal hunters in the RareFinds community.'),
  privacy: page('/privacy', 'Privacy Policy', 'How RareFinds collects, uses and protects your information.'),
  terms: page('/terms', 'Terms of Service', 'The terms for using RareFinds.'),
  sitemap: page('/sitemap', 'Sitemap', 'Every page on RareFinds.'),
  about: page('/about', 'About Us', 'Our mission: verified deals, trusted partners and real savings.'),
  downloadApp: page(
    '/download-app',
    'Get the App',
    'Install RareFinds on your phone or desktop and browse deals offline.',
  ),
  track: page('/track', 'Track Your Order', 'Track a package from a retailer.'),
  adminReports: page('/admin/reports', 'Open reports', 'Reports on deals, for moderators.', true),
  adminComments: page(
    '/admin/comments',
    'Comments',
    'Members’ comments on deals: hide one from shoppers, or show it again.',
    true,
  ),
  adminMessages: page('/admin/messages', 'Messages', 'The contact form’s messages, for operators.', true),
  adminMail: page('/admin/mail', 'Outgoing mail', 'The mail the site sent, for operators.', true),
  adminAudit: page('/admin/audit', 'Audit log', 'What the staff did and when, for operators.', true),
  adminUsers: page(
    '/admin/users',
    'Users',
    'Search the accounts, give roles, disable and enable them.',
    true,
  ),
  adminDeals: page('/admin/deals', 'Deals', 'Search, add, edit, end and import the deals.', true),
  adminClicks: page(
    '/admin/clicks',
    'Clicks',
    'Click-outs and views per day, store and deal, for operators.',
    true,
  ),
  notFound: page('/404', 'Page not found', 'The page you were looking for does not exist.', true),
} as const satisfies Record<string, PageMeta>;

export type PageName = keyof typeof PAGES;

/** Pages with a fixed path that a crawler or the sitemap should list. */
export const STATIC_PAGES: PageMeta[] = Object.values(PAGES).filter((meta) => !meta.noindex);

/** The page of one category (a known slug), or of every deal ('all'). */
export function categoryPageMeta(slug: string): PageMeta {
  if (slug === 'all') return PAGES.category;
  const name = categoryName(slug);
  return {
    path: `/category/${encodeURIComponent(slug)}`,
    title: `${name} Deals`,
    description: `Current ${name} deals: verified discounts from trusted retailers, updated daily.`,
  };
}

/** The path of a deal's page. */
export const dealPagePath = (id: string | number): string => `/deal/${encodeURIComponent(String(id))}`;
