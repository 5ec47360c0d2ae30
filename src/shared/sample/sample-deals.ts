// The built-in sample data: mock mode shows it, and the server seeds an empty database with it.
// Every date is relative to `now`, so the sample never ships with every deal expired; exactly two
// deals have already ended, so the expired state is always visible somewhere.
import type { Deal } from '../deal/deal';
import { discountPercent, isExpired } from '../deal/deal-rules';
import { BEAUTY_SEEDS } from './catalog/beauty';
import { BOOKS_SEEDS } from './catalog/books';
import { ELECTRONICS_SEEDS } from './catalog/electronics';
import { FASHION_SEEDS } from './catalog/fashion';
import { GAMING_SEEDS } from './catalog/gaming';
import { HOME_GARDEN_SEEDS } from './catalog/home-garden';
import { SPORTS_SEEDS } from './catalog/sports';
import { storeProductUrl } from './catalog/stores';
import { TOYS_GAMES_SEEDS } from './catalog/toys-games';
import { TRAVEL_SEEDS } from './catalog/travel';
import { SAMPLE_IMAGES_PER_DEAL, type SampleDealSeed, sampleImagePath } from './catalog/types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every sample deal, in catalog order. */
export const SAMPLE_DEAL_SEEDS: readonly SampleDealSeed[] = [
  ...ELECTRONICS_SEEDS,
  ...FASHION_SEEDS,
  ...HOME_GARDEN_SEEDS,
  ...BEAUTY_SEEDS,
  ...TOYS_GAMES_SEEDS,
  ...SPORTS_SEEDS,
  ...BOOKS_SEEDS,
  ...TRAVEL_SEEDS,
  ...GAMING_SEEDS,
];

/** How many deals the topDeals group holds. */
export const TOP_DEALS_COUNT = 8;

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

function toSampleDeal(seed: SampleDealSeed, now: Date): Deal {
  const images = Array.from({ length: SAMPLE_IMAGES_PER_DEAL }, (_, view) =>
    sampleImagePath(seed.slug, view + 1),
  );
  return {
    id: seed.slug,
    title: seed.title,
    description: seed.description,
    store: seed.store,
    image: images[0]!,
    images,
    originalPrice: seed.originalPrice,
    currentPrice: seed.currentPrice,
    discount: discountPercent(seed.originalPrice, seed.currentPrice),
    affiliateUrl: storeProductUrl(seed.store, seed.title),
    category: seed.category,
    expiryDate: at(now, seed.endsInHours * HOUR_MS),
    createdAt: at(now, -seed.ageHours * HOUR_MS),
    dealScore: seed.dealScore,
    features: [...seed.features],
    specifications: { ...seed.specifications },
    warranty: seed.warranty,
    packageContents: seed.packageContents,
    availability: seed.availability,
    rating: seed.rating,
    reviewCount: seed.reviewCount,
    reviews: seed.reviews.map((review, index) => ({
      id: `${seed.slug}-review-${index + 1}`,
      rating: review.rating,
      text: review.text,
      author: review.author,
      date: at(now, -review.daysAgo * DAY_MS),
      helpful: review.helpful,
    })),
    trending: seed.trendingRank !== undefined,
    trendingRank: seed.trendingRank ?? null,
    todayOnly: seed.todayOnly ?? false,
    popularRank: seed.popularRank ?? null,
    source: 'sample',
  };
}

/** The sample deals as of `now`; the same `now` always gives the same deals. */
export const createSampleDeals = (now: Date = new Date()): Deal[] =>
  SAMPLE_DEAL_SEEDS.map((seed) => toSampleDeal(seed, now));

export interface SampleDealGroups {
  topDeals: Deal[];
  electronics: Deal[];
  fashion: Deal[];
  home: Deal[];
  beauty: Deal[];
  trendingDeals: Deal[];
  todayDeals: Deal[];
  popularDeals: Deal[];
}

const byRank = (rankOf: (deal: Deal) => number | null) => (a: Deal, b: Deal) =>
  (rankOf(a) ?? Number.MAX_SAFE_INTEGER) - (rankOf(b) ?? Number.MAX_SAFE_INTEGER);

/** The spec's sample groups. Flag groups leave out deals that have already ended. */
export function createSampleDealGroups(now: Date = new Date()): SampleDealGroups {
  const deals = createSampleDeals(now);
  const live = deals.filter((deal) => !isExpired(deal, now));
  const inCategory = (slug: string) => deals.filter((deal) => deal.category === slug);
  return {
    topDeals: [...live].sort((a, b) => (b.dealScore ?? 0) - (a.dealScore ?? 0)).slice(0, TOP_DEALS_COUNT),
    electronics: inCategory('electronics'),
    fashion: inCategory('fashion'),
    home: inCategory('home-garden'),
    beauty: inCategory('beauty'),
    trendingDeals: live.filter((deal) => deal.trending).sort(byRank((deal) => deal.trendingRank)),
    todayDeals: live.filter((deal) => deal.todayOnly),
    popularDeals: live.filter((deal) => deal.popularRank !== null).sort(byRank((deal) => deal.popularRank)),
  };
}
