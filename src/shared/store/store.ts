// Stores and their voucher codes (docs/decisions/0041-stores-and-codes.md). A store is one shop, however
// its deals name it: deals are matched to it by their link's host first, then by its name or a name merged
// into it (store-matching.ts). A code belongs to one store; its record is what shoppers answered when asked
// "Did it work?" (coupon-record.ts). The server answers the whole directory at once (GET /api/stores): a
// few hundred stores and their live codes, small enough for every device to keep for offline use.

/** A store as every page and the app's cache know it. */
export interface StoreEntry {
  /** Its address: /store/{slug}. Lower case letters, digits and dashes. */
  slug: string;
  name: string;
  /** The shop's hosts without "www." (bestbuy.com): a deal whose link goes there is this store's. */
  hosts: string[];
  /** Other names its deals carry (merged stores' names), compared without case or punctuation. */
  aliases: string[];
  /** An image address (https: or a path on this site), or null. */
  logo: string | null;
  description: string;
  /** What shoppers should know about how the store pays us, shown on its page ("We earn a commission…"). */
  affiliateNote: string;
}

/** Where a code came from. */
export type CouponSource = 'member' | 'operator' | 'feed';

/** A code's record: shoppers' answers to "Did it work?". */
export interface CouponRecord {
  /** Answers in the last 30 days. */
  answers30d: number;
  /** The share of those that said it worked, 0 to 1; null without answers. */
  workedShare30d: number | null;
  /** ISO time of the latest "it worked", or null. */
  lastWorkedAt: string | null;
  /** Most of its latest answers said it did not work: it is marked and sinks. */
  notWorking: boolean;
}

/** A voucher code (or a sale that needs none) as shoppers see it. */
export interface CouponEntry {
  id: string;
  storeSlug: string;
  /** Empty for a sale that needs no code. */
  code: string;
  /** What it gives: "20% off orders over $50". */
  title: string;
  terms: string;
  /** ISO times; endsAt null when it has no end. */
  startsAt: string;
  endsAt: string | null;
  source: CouponSource;
  record: CouponRecord;
}

/** What GET /api/stores answers, and what a device keeps. */
export interface StoreDirectory {
  stores: StoreEntry[];
  /**
   * The codes of every store that have started: the live ones, and those ended in the last two weeks
   * (their end is when they ended), which readers tell apart with couponEnded.
   */
  coupons: CouponEntry[];
}

export const COUPON_LIMITS = {
  codeLength: 40,
  titleLength: 160,
  termsLength: 1_000,
  urlLength: 2_000,
  /** How many latest answers decide "reported not working", and how many of them at least. */
  recentAnswers: 10,
  minimumAnswers: 3,
  /** The record's window. */
  recordDays: 30,
};

export const STORE_LIMITS = {
  nameLength: 80,
  descriptionLength: 1_000,
  noteLength: 300,
  hostsPerStore: 10,
};

export const storePath = (slug: string): string => `/store/${encodeURIComponent(slug)}`;
export const storeFeedPath = (slug: string): string => `/store/${encodeURIComponent(slug)}/feed.xml`;
/** A code's click-out: counted, then the store's page (the code's own address, or the store's home). */
export const couponGoPath = (couponId: string): string => `/go/code/${encodeURIComponent(couponId)}`;
