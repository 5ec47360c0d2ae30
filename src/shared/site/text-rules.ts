// Rules every stored or sent text follows, shared by the server, the app and the importer so that all three
// agree on what is valid: no NUL character (PostgreSQL cannot store one), a length cap per field, dates in
// the years 1970–9999, and web links without credentials.

/** Longest accepted text per field, in characters (after trimming). */
export const TEXT_LIMITS = {
  id: 200,
  title: 300,
  description: 5000,
  store: 100,
  category: 60,
  url: 2048,
  /** Warranty, package contents, availability, relative expiry ('2 days'). */
  detail: 500,
  feature: 300,
  specificationName: 100,
  specificationValue: 500,
  reviewText: 5000,
  reviewAuthor: 100,
  contactName: 100,
  contactEmail: 254,
  contactSubject: 200,
  contactMessage: 5000,
  /** Why a moderator turned a submitted deal down; the member reads it. */
  rejectReason: 500,
  comment: 2000,
  reportNote: 500,
} as const;

/** Most items accepted in a deal's lists. */
export const LIST_LIMITS = { images: 20, features: 50, specifications: 50, reviews: 100 } as const;

export const EARLIEST_YEAR = 1970;
export const LATEST_YEAR = 9999;
const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1);
const LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1) - 1;

export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** Whether an instant (epoch milliseconds) lies in the years 1970–9999. */
export const isInDateRange = (time: number): boolean =>
  Number.isFinite(time) && time >= EARLIEST_MS && time <= LATEST_MS;

export const DATE_RANGE_MESSAGE = `must be a date in the years ${EARLIEST_YEAR}–${LATEST_YEAR}`;

/** The parsed URL when `value` is an http: or https: link without a user name or password. */
export function parseWebLink(value: string): URL | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.username || url.password ? undefined : url;
  } catch {
    return undefined;
  }
}
