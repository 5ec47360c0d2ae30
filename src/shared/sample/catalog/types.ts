// The shape of one hand-written sample deal. Dates are offsets from "now" so the sample data never goes
// stale; the art and palette name the illustration scripts/generate-deal-images.mjs draws for it.
import type { CategorySlug } from '../../deal/categories';
import type { StoreName } from './stores';

export const ART_KINDS = [
  'headphones',
  'headset',
  'laptop',
  'tv',
  'speaker',
  'phone',
  'smartwatch',
  'jeans',
  'sunglasses',
  'jacket',
  'handbag',
  'sneaker',
  'vacuum',
  'air-fryer',
  'dutch-oven',
  'coffee-maker',
  'light-bulb',
  'grill',
  'serum-bottle',
  'cream-jar',
  'toothbrush',
  'hair-dryer',
  'lipstick',
  'sunscreen-tube',
  'building-bricks',
  'board-game',
  'toy-car',
  'puzzle',
  'plush',
  'dumbbell',
  'water-bottle',
  'basketball',
  'yoga-mat',
  'tent',
  'book',
  'e-reader',
  'book-set',
  'suitcase',
  'backpack',
  'travel-pillow',
  'tracker-tag',
  'tripod',
  'handheld-console',
  'controller',
  'game-console',
  'mouse',
  'game-case',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];

export const PALETTE_NAMES = [
  'violet',
  'ocean',
  'sunset',
  'forest',
  'rose',
  'slate',
  'amber',
  'mint',
  'berry',
  'sky',
] as const;

export type PaletteName = (typeof PALETTE_NAMES)[number];

export interface SampleReviewSeed {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  daysAgo: number;
  helpful: number;
}

export interface SampleDealSeed {
  /** Also the deal id and the stem of its image files. */
  slug: string;
  title: string;
  description: string;
  store: StoreName;
  category: CategorySlug;
  originalPrice: number;
  currentPrice: number;
  art: ArtKind;
  palette: PaletteName;
  features: string[];
  specifications: Record<string, string>;
  warranty: string;
  packageContents: string;
  availability: string;
  rating: number;
  reviewCount: number;
  reviews: SampleReviewSeed[];
  /** Hours before "now" the deal was posted. */
  ageHours: number;
  /** Hours after "now" the deal ends; negative for a deal that has already ended. */
  endsInHours: number;
  dealScore: number;
  trendingRank?: number;
  todayOnly?: boolean;
  popularRank?: number;
}

/** How many illustrations each sample deal has: a hero view and two alternate views. */
export const SAMPLE_IMAGES_PER_DEAL = 3;

export const sampleImagePath = (slug: string, view: number): string => `/images/deals/${slug}-${view}.svg`;
