// The words of watching a product: the /watch page, /account/watches, the deal page's line, the notices.
import { MAX_WATCHES_PER_MEMBER } from './watch';

export const WATCH_TEXTS = {
  pageTitle: 'Watch a product',
  pageDescription:
    'Paste any shop’s product link and RareFinds tells you when its price drops, it falls below your target or it is back in stock.',
  linkLabel: 'Product link',
  linkPlaceholder: 'https://shop.example/product',
  readButton: 'Read this page',
  watchButton: 'Watch this product',
  headerField: 'Watch this product',
  /** On /submit opened by a share: the shared page may be one to watch rather than a deal to post. */
  watchInstead: 'Not a deal, but a product you want cheaper?',
  signInToWatch: 'Sign in to watch a product.',
  accountTitle: 'Your watches',
  accountEmpty: 'You are not watching any products yet.',
  addOne: 'Watch a product',
  rulesHeading: 'Tell me when',
  anyDrop: 'The price drops',
  targetPrice: 'The price is at or below',
  minDropPercent: 'The price drops by at least (%)',
  backInStock: 'It is back in stock',
  lowest90: 'It is at its lowest in 90 days',
  save: 'Save',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Remove',
  openInShop: 'Open in the shop',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  stockUnknown: 'Stock not shown',
  noPriceYet: 'No price read yet',
  paused: 'Paused',
  unreadable: 'We cannot read this page any more',
  lowestLine: (price: string) => `Lowest in 90 days: ${price}`,
  checkedLine: (ago: string) => `Checked ${ago}`,
  watching: 'You are watching this product.',
  alreadyWatching: 'You already watch this product.',
  watchersLine: (count: number) => (count === 1 ? '1 member watches this' : `${count} members watch this`),
  limitReached: `You can watch at most ${MAX_WATCHES_PER_MEMBER} products. Remove one to watch another.`,
  hostBlocked: 'This shop’s pages cannot be watched here.',
  priceTooHigh: 'The price on this page is too high to be a real price, so we cannot watch it.',
  savedOffline: 'Saved on this device; it will be sent when you are back online.',
  notFound: 'That watch does not exist, or is not yours.',
  productNotFound: 'Nobody watches that product any more.',
  // Added for the screens (/watch, /account/watches, the header's field, the account page's section).
  accountDescription:
    'The products you watch in any shop: their prices, a chart, and what you are told about.',
  accountSectionHeading: 'Watched products',
  accountSectionIntro:
    'Watch any shop’s product page and be told when its price drops, falls below your target or it is back in stock.',
  manage: 'Your watches',
  backToAccount: 'Back to your account',
  headerButton: 'Watch',
  signIn: 'Sign in',
  reading: 'Reading the page…',
  watchingNow: 'Saving your watch…',
  readHeading: 'What we read',
  priceLabel: 'Price',
  stockLabel: 'Stock',
  needsNetwork:
    'Watching a product needs a connection: we read the shop’s page first. Try again once you are online.',
  loading: 'Loading your watches…',
  offlineCopy: 'You are offline: these are your watches as last seen on this device.',
  edit: 'Edit rules',
  cancel: 'Cancel',
  saved: 'Your watch is saved.',
  removed: 'The watch is removed.',
  pending: 'Waiting to be sent',
  refused: 'Not saved:',
  discard: 'Discard',
  checkedNever: 'Not checked yet',
  countLine: (count: number, limit: number) => `You watch ${count} of at most ${limit} products.`,
  targetRule: (price: string) => `The price is at or below ${price}`,
  percentRule: (percent: number) => `The price drops by at least ${percent}%`,
  chartLabel: (count: number, lowest: string, highest: string, now: string) =>
    `Price chart of ${count} prices: lowest ${lowest}, highest ${highest}, now ${now}.`,
  chartNoData: 'No prices seen yet.',
  chartOnePrice: (price: string) => `One price seen so far: ${price}.`,
} as const;

/** The notice a watcher gets, by why they were told: the title and the line under it. */
export const WATCH_NOTICE_TEXTS = {
  drop: (name: string) => `Price drop: ${name}`,
  target: (name: string) => `Below your target: ${name}`,
  percent: (name: string) => `Price drop: ${name}`,
  lowest: (name: string) => `Lowest in 90 days: ${name}`,
  back_in_stock: (name: string) => `Back in stock: ${name}`,
  unreadable: (name: string) => `We cannot read this page any more: ${name}`,
  deal: (name: string) => `Now a deal on RareFinds: ${name}`,
  priceLine: (price: string, was: string | null, host: string) =>
    was ? `${price} (was ${was}) at ${host}` : `${price} at ${host}`,
  unreadableLine: (host: string) =>
    `The page at ${host} failed twice in a row. We keep trying; you can remove the watch in your account.`,
} as const;

/** The words of watch notices sent through the alerts: their mail, and a digest that holds any. */
export const WATCH_ALERT_TEXTS = {
  mailIntro: 'A product you watch has news:',
  mailClosing: 'You can change, pause or remove your watches on your account page.',
  mailWhat: 'alerts by e-mail, on deals and on the products you watch',
  digestSubject: (count: number) =>
    `${count} ${count === 1 ? 'update' : 'updates'} on your RareFinds alerts and watches`,
  digestIntro: 'Since your last digest:',
  digestClosing: 'Prices move: open one soon to be sure of its price.',
  /** A digest's push when it holds watch notices: its title, then its first line and how many more. */
  digestTitle: (count: number) => `${count} updates on your alerts and watches`,
} as const;
