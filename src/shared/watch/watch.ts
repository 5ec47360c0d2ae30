// Watching any shop's product: what a member asks to be told about a product page they watch, the limits, and
// the shapes the server answers with. The server routes (server/routes/watches), the check round
// (server/watch/watch-round.ts), the /watch page and /account/watches read these. No zod here: the request
// schemas are in watch-requests.ts, so the pages that only show watches load none.

/** Watches one member may have, counted in the database. */
export const MAX_WATCHES_PER_MEMBER = 100;
/** The bounds of a watched page's checks: at most hourly, at least daily. */
export const WATCH_CHECK_BOUNDS = { minMinutes: 60, maxMinutes: 24 * 60 };
/** Failed reads in a row after which a page is "unreadable" and its watchers are told, once. */
export const WATCH_FAILURES_UNREADABLE = 2;
/** The highest price a page may state and be watched (as high as a target may be): more is a broken page. */
export const MAX_WATCH_PRICE = 9_999_999;

export const WATCH_API = {
  watches: '/api/watches',
  watch: (id: string) => `/api/watches/${encodeURIComponent(id)}`,
  preview: '/api/watches/preview',
  /** The number of members watching a deal's product. */
  dealWatchers: (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/watchers`,
  /** A watched product's click-out to its shop, counted as the deals' are (when its shop is a known store). */
  go: (productId: string) => `/go/product/${encodeURIComponent(productId)}`,
};

/** How many members watch the product a deal links to, as the deal page the server drew was drawn with. */
export interface DealWatchers {
  dealId: string;
  count: number;
}

export const WATCH_PAGES = {
  watch: '/watch',
  account: '/account/watches',
  console: '/admin/watches',
};

/** The query parameters /watch opens with: the header's field sends `url`; the share target all three. */
export const WATCH_LINK_PARAMS = { url: 'url', text: 'text', title: 'title' } as const;

export type Availability = 'in_stock' | 'out_of_stock' | 'unknown';

/** What a watcher wants to be told. Drops are from the price when they started, then from their last notice. */
export interface WatchRules {
  /** Any drop at all. */
  anyDrop: boolean;
  /** When the price is at or below this, in the product's currency; null: no target. */
  targetPrice: number | null;
  /** When the price has dropped at least this many percent (1–90); null: no such rule. */
  minDropPercent: number | null;
  /** When the product comes back in stock. */
  backInStock: boolean;
  /** When the price is the lowest in 90 days. */
  lowest90: boolean;
}

export const DEFAULT_WATCH_RULES: WatchRules = {
  anyDrop: true,
  targetPrice: null,
  minDropPercent: null,
  backInStock: true,
  lowest90: false,
};

/** A watched product as read from its shop's page. */
export interface WatchedProductView {
  id: string;
  /** The page, tracking parameters left out. */
  url: string;
  host: string;
  name: string;
  image: string | null;
  /** The last price believed, in `currency` (never converted); null when none was read yet. */
  price: number | null;
  /** ISO 4217, or null when the page gives none. */
  currency: string | null;
  availability: Availability;
  /** 'unreadable': the page failed twice in a row, and is still tried. */
  status: 'ok' | 'unreadable';
  /** Why the last read failed, in words; null when it did not. */
  lastError: string | null;
  /** ISO time of the last read; null before the first. */
  checkedAt: string | null;
  /** Lowest price in the last 90 days, when there is one. */
  lowest90: number | null;
  /** Prices seen, oldest first (at most the last 90 days): for the small chart. */
  history: { at: string; price: number }[];
  /** The shop's page through /go/ when the shop is a known affiliate store, else the page itself. */
  shopLink: string;
  /** The known store's name, when the host is one. */
  storeName: string | null;
}

/** One of a member's watches (GET /api/watches, and each change's answer). */
export interface WatchView extends WatchRules {
  id: string;
  paused: boolean;
  /** The price drops are measured from. */
  basePrice: number | null;
  /** ISO time. */
  createdAt: string;
  product: WatchedProductView;
}

export interface WatchListAnswer {
  watches: WatchView[];
  limit: number;
}

/** Why a watcher was told. */
export type WatchNoticeReason =
  | 'drop'
  | 'target'
  | 'percent'
  | 'lowest'
  | 'back_in_stock'
  | 'unreadable'
  | 'deal';

/** A currency shown as the page stated it: "€24.99", "24.99 CHF", or the bare amount when none was given. */
export function formatWatchPrice(price: number, currency: string | null): string {
  if (!currency) return price.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
}

/** A watched product's prices sit in the deals' price history (deal_prices) under this id, source 'watch'. */
export const watchPriceId = (productId: string): string => `product:${productId}`;

/**
 * A shop's host and the hosts above it, nearest first: "shop.kettle.example" → itself, "kettle.example". A
 * store or a block that names a host covers the hosts under it. An IP address stands for itself alone.
 */
export function hostAndParents(host: string): string[] {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return [host];
  const hosts: string[] = [];
  for (let at = host; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) hosts.push(at);
  return hosts.length > 0 ? hosts : [host];
}

/**
 * A watch notice's alert goes through the deal alerts' deliveries (alert_deliveries, kind 'watch') under this
 * reference in place of a deal id; the push payload carries it as its dealId, so its tag is one per notice.
 */
export const watchNoticeRef = (noticeId: number): string => `watch-notice:${noticeId}`;

/** The notice's id in a reference watchNoticeRef made; undefined for anything else (a deal's id). */
export function watchNoticeIdOf(ref: string): number | undefined {
  const match = /^watch-notice:(\d{1,15})$/.exec(ref);
  return match ? Number(match[1]) : undefined;
}
