// The one Deal type the whole product uses (app, service worker, server). Every source's shape is
// parsed and normalised into it by deal-schema.ts; nothing else constructs deals from wire data.
import type { PriceTruth } from '../price-history/price-history';

export interface Review {
  id: string;
  /** 1 to 5 */
  rating: number;
  text: string;
  author: string;
  /** ISO date */
  date: string;
  helpful: number;
}

export type DealSource = 'own' | 'affiliate' | 'sample';

/** Degrees a deal gained (hot minus cold votes, by weight) in the last 24 hours, 7 days and 30 days. */
export interface DealHeat {
  day: number;
  week: number;
  month: number;
  /** Comments shoppers see, posted in the last 48 hours. */
  discussed: number;
}

export interface Deal {
  /** Always a string: numeric ids are stringified, and the server's _id is used when id is missing. */
  id: string;
  title: string;
  description: string;
  /** The store or merchant name. */
  store: string;
  /** The main image; always images[0]. */
  image: string;
  /** At least one image. */
  images: string[];
  originalPrice: number;
  currentPrice: number;
  /** Whole percent off the original price. */
  discount: number;
  /** Only http: or https: URLs survive parsing. */
  affiliateUrl: string;
  /** A category slug, e.g. 'electronics'. */
  category: string;
  /** ISO timestamp, or null when the deal has no end. */
  expiryDate: string | null;
  /** ISO timestamp. */
  createdAt: string;
  dealScore: number | null;
  features: string[];
  specifications: Record<string, string>;
  warranty: string | null;
  packageContents: string | null;
  availability: string | null;
  rating: number | null;
  reviewCount: number | null;
  reviews: Review[];
  trending: boolean;
  trendingRank: number | null;
  todayOnly: boolean;
  popularRank: number | null;
  source: DealSource;
  /**
   * The members' verdict in degrees (src/shared/community/community.ts): absent for deals no member can vote on
   * (affiliate, sample), null while the deal is new and the server keeps the number to itself.
   */
  temperature?: number | null;
  /** How many comments the deal page shows; absent where there are none to show. */
  commentCount?: number;
  /**
   * What the prices our server has seen say about this one (src/shared/price-history/price-history.ts); absent for deals
   * it has no prices for (sample data, or before it saw any).
   */
  priceTruth?: PriceTruth;
  /**
   * The heat our server worked out for its own deals (server/ranking/), the order of Hottest; absent for other
   * deals, and while the deal is new and its temperature is kept back.
   */
  heat?: DealHeat;
}
