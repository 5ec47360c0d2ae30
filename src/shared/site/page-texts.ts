// Each page's title (its heading, the tab's title, shared links) and description (search results, shares).
// The route table (routes.ts) says where each page is; pages.ts joins the two into each page's PageMeta.
import { WATCH_TEXTS } from '../watch/watch-texts';
import type { PageName } from './routes';

export interface PageTexts {
  title: string;
  description: string;
}

export const PAGE_TEXTS = {
  home: {
    title: 'Rare finds, real savings',
    description: 'Verified deals and discounts from trusted retailers, updated daily.',
  },
  search: {
    title: 'Search deals',
    description: 'Search every current deal by product, description or store.',
  },
  login: { title: 'Sign in', description: 'Sign in to your RareFinds account.' },
  register: {
    title: 'Create an account',
    description: 'Create a free RareFinds account to submit and save deals.',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Get a link to reset your RareFinds password.',
  },
  resetPassword: {
    title: 'Choose a new password',
    description: 'Choose a new password for your RareFinds account.',
  },
  verifyEmail: {
    title: 'Confirm your e-mail address',
    description: 'Confirm the e-mail address of your account.',
  },
  account: {
    title: 'Your account',
    description: 'Your RareFinds account: name, password, passkeys and devices.',
  },
  accountAlerts: {
    title: 'Your deal alerts',
    description: 'Choose which deals you hear about, by e-mail or notification, and when.',
  },
  watch: { title: WATCH_TEXTS.pageTitle, description: WATCH_TEXTS.pageDescription },
  accountWatches: { title: WATCH_TEXTS.accountTitle, description: WATCH_TEXTS.accountDescription },
  alertsConfirm: { title: 'Confirm your deal digest', description: 'Confirm your e-mail deal digest.' },
  unsubscribe: { title: 'Unsubscribe', description: 'Stop deal alert e-mails.' },
  submit: {
    title: 'Submit a deal',
    description: 'Share a deal you found with the RareFinds community; our team reviews it within 24 hours.',
  },
  admin: { title: 'Moderation', description: 'Review the deals members submitted.' },
  deals: {
    title: "Today's Best Deals",
    description: "Today's best deals, sorted the way you like, by category.",
  },
  dealsToday: {
    title: "Today's Deals",
    description: 'Deals that end today: grab them before they are gone.',
  },
  dealsTrending: { title: 'Trending Deals', description: 'The deals shoppers are opening most right now.' },
  dealsPopular: { title: 'Popular Deals', description: 'The most popular deals of the week.' },
  dailyDeals: { title: 'Daily Deals', description: 'A fresh set of deals every day, ending tonight.' },
  trending: { title: 'Trending', description: 'What is trending among deal hunters right now.' },
  popular: { title: 'Popular', description: 'The deals our shoppers love most.' },
  categories: { title: 'All Categories', description: 'Browse deals by category.' },
  stores: {
    title: 'Stores',
    description: 'Every store with live deals and voucher codes, A to Z: codes checked by shoppers.',
  },
  category: { title: 'All Deals', description: 'Every current deal in one place.' },
  wishlist: { title: 'Your Wishlist', description: 'The deals you saved, available offline.' },
  forYou: {
    title: 'For you',
    description:
      'Deals picked from the stores and categories you follow, your alerts and the deals you save.',
  },
  blog: { title: 'Blog', description: 'Guides and tips to save more on every purchase.' },
  contact: {
    title: 'Contact Us',
    description: 'Questions, feedback or press enquiries: get in touch with RareFinds.',
  },
  support: { title: 'Press & Media', description: 'News, press resources and media contacts for RareFinds.' },
  press: { title: 'Press & Media', description: 'News, press resources and media contacts for RareFinds.' },
  careers: { title: 'Careers', description: 'Join the RareFinds team and help shoppers save.' },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers to common questions about RareFinds deals.',
  },
  shipping: { title: 'Shipping Information', description: 'Shipping methods, delivery times and costs.' },
  returns: {
    title: 'Returns & Refunds',
    description: 'How returns and refunds work for purchases made through RareFinds.',
  },
  help: { title: 'Help Center', description: 'Guides and answers for using RareFinds.' },
  helpGettingStarted: {
    title: 'Getting Started',
    description: 'Start finding and saving deals on RareFinds.',
  },
  helpTutorials: { title: 'Tutorials', description: 'Step-by-step tutorials for RareFinds features.' },
  helpTips: { title: 'Tips & Tricks', description: 'Tips to save more with RareFinds.' },
  community: { title: 'Community', description: 'Meet other deal hunters in the RareFinds community.' },
  privacy: {
    title: 'Privacy Policy',
    description: 'How RareFinds collects, uses and protects your information.',
  },
  terms: { title: 'Terms of Service', description: 'The terms for using RareFinds.' },
  sitemap: { title: 'Sitemap', description: 'Every page on RareFinds.' },
  about: {
    title: 'About Us',
    description: 'Our mission: verified deals, trusted partners and real savings.',
  },
  downloadApp: {
    title: 'Get the App',
    description: 'Install RareFinds on your phone or desktop and browse deals offline.',
  },
  track: { title: 'Track Your Order', description: 'Track a package from a retailer.' },
  adminReports: { title: 'Open reports', description: 'Reports on deals, for moderators.' },
  adminComments: {
    title: 'Comments',
    description: 'Members’ comments on deals: hide one from shoppers, or show it again.',
  },
  adminMessages: { title: 'Messages', description: 'The contact form’s messages, for operators.' },
  adminMail: { title: 'Outgoing mail', description: 'The mail the site sent, for operators.' },
  adminAudit: { title: 'Audit log', description: 'What the staff did and when, for operators.' },
  adminUsers: { title: 'Users', description: 'Search the accounts, give roles, disable and enable them.' },
  adminDeals: { title: 'Deals', description: 'Search, add, edit, end and import the deals.' },
  adminVotes: {
    title: 'Votes',
    description: 'Accounts that vote the same deals together, from one network or in the same minutes.',
  },
  adminClicks: {
    title: 'Clicks',
    description: 'Click-outs and views per day, store and deal, for operators.',
  },
  adminStores: {
    title: 'Stores',
    description: 'Rename, describe and merge the stores, and manage their codes.',
  },
  adminWatches: {
    title: 'Watches',
    description:
      'Watched products, pages that fail to read, reads per shop, and blocked shops, for operators.',
  },
  notFound: { title: 'Page not found', description: 'The page you were looking for does not exist.' },
} satisfies Record<PageName, PageTexts>;

/** The texts of one category's page, by the category's name. */
export const categoryPageTexts = (name: string): PageTexts => ({
  title: `${name} Deals`,
  description: `Current ${name} deals: verified discounts from trusted retailers, updated daily.`,
});

/** The texts of one store's page, by the store's name. */
export const storePageTexts = (name: string): PageTexts => ({
  title: `${name} Deals & Voucher Codes`,
  description: `Live ${name} deals and voucher codes, each with when it last worked for shoppers.`,
});
