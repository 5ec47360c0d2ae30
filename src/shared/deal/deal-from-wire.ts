// The app's Deal, built from wire data that has been accepted: by the wire schema (deal-schema.ts), or
// recognised by hand as our own server's shape (canonical-deal-wire.ts). Nothing here needs zod, so code
// that meets only our own deals (the sync's worker) builds them without loading the schema.

import { hasNoNul, parseWebLink, TEXT_LIMITS } from '../site/text-rules';
import { canonicalReviewWire, type DealWireData, type ReviewWireData } from './canonical-deal-wire';
import { CATEGORIES } from './categories';
import type { Deal, DealSource, Review } from './deal';
import { DEFAULT_REVIEW_AUTHOR, PLACEHOLDER_DEAL_IMAGE, UNCATEGORISED } from './deal-defaults';
import { discountPercent, roundToCents } from './deal-rules';

const HOUR_MS = 3_600_000;

/**
 * The links a shopper may be sent to: http: and https: only (javascript:, data:, file: and the rest are
 * refused), and never with a user name or password in them.
 */
export const isHttpUrl = (value: string): boolean => parseWebLink(value) !== undefined;

/** Images may be web links or paths on this site ('/images/...'), never protocol-relative. */
const isSafeImageUrl = (value: string): boolean =>
  value.length <= TEXT_LIMITS.url &&
  hasNoNul(value) &&
  ((value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value));

export interface NormalizeOptions {
  /** The instant relative texts ('2 days') and missing creation dates refer to. */
  now?: Date;
}

export type NormalizeResult = { ok: true; deal: Deal } | { ok: false; reason: string };

/** 'Home & Garden', 'home_garden' or 'HOME-GARDEN' -> 'home-garden'. */
export function toCategorySlug(value: string | null | undefined): string {
  if (!value) return UNCATEGORISED;
  const byName = CATEGORIES.find((category) => category.name.toLowerCase() === value.toLowerCase());
  if (byName) return byName.slug;
  const slug = value
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || UNCATEGORISED;
}

/** '2 days', '5 hours', '30 min', '1 week' -> milliseconds; undefined when the text says no duration. */
export function parseDuration(value: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(minute|min|hour|hr|day|week)s?\b/i.exec(value);
  if (!match) return undefined;
  const unitMs: Record<string, number> = {
    minute: 60_000,
    min: 60_000,
    hour: HOUR_MS,
    hr: HOUR_MS,
    day: 24 * HOUR_MS,
    week: 7 * 24 * HOUR_MS,
  };
  return Number(match[1]) * unitMs[match[2]!.toLowerCase()]!;
}

const hostnameOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

function collectImages(image: unknown, images: unknown[] | undefined): string[] {
  const candidates = [image, ...(images ?? [])]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter(isSafeImageUrl);
  const unique = [...new Set(candidates)];
  return unique.length > 0 ? unique : [PLACEHOLDER_DEAL_IMAGE];
}

function toSpecifications(value: Record<string, string | number | boolean | null> | null | undefined) {
  const specifications: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value ?? {})) {
    if (key.trim() && entry !== null && String(entry).trim())
      specifications[key.trim()] = String(entry).trim();
  }
  return specifications;
}

/** Reads one review of a deal: undefined when it cannot be read. */
export type ReviewReader = (item: unknown) => ReviewWireData | undefined;

/** Reviews that cannot be read are left out; they never cost the deal its place in the list. */
function toReviews(
  items: unknown[] | null | undefined,
  dealId: string,
  fallbackDate: string,
  readReview: ReviewReader,
): Review[] {
  const reviews: Review[] = [];
  (items ?? []).forEach((item, index) => {
    const review = readReview(item);
    if (!review) return;
    const body = review.text ?? review.comment;
    if (!body) return;
    reviews.push({
      id: review.id ?? review._id ?? `${dealId}-review-${index + 1}`,
      rating: review.rating,
      text: body,
      author: review.author ?? review.user ?? review.name ?? DEFAULT_REVIEW_AUTHOR,
      date: review.date ?? fallbackDate,
      helpful: review.helpful ?? 0,
    });
  });
  return reviews;
}

/**
 * Builds the app's Deal from wire data the schema (or the canonical check) has accepted. Its reviews are
 * read one by one with `readReview`: by default only those already in our own shape are kept.
 */
export function dealFromWire(
  wire: DealWireData,
  source: DealSource,
  options: NormalizeOptions = {},
  readReview: ReviewReader = canonicalReviewWire,
): NormalizeResult {
  const now = options.now ?? new Date();

  const id = wire.id ?? wire._id;
  if (id === undefined) return { ok: false, reason: 'id: a deal needs an id or _id' };

  const currentPrice = wire.currentPrice ?? wire.price;
  if (currentPrice === undefined) return { ok: false, reason: 'currentPrice: a deal needs a price' };

  // When both prices are known they decide the discount, so badge and savings always agree; a stated
  // discount only fills in a missing original price.
  const statedDiscount = wire.discount ?? undefined;
  let originalPrice = wire.originalPrice ?? undefined;
  if (
    originalPrice === undefined &&
    statedDiscount !== undefined &&
    statedDiscount > 0 &&
    statedDiscount < 100
  ) {
    originalPrice = roundToCents(currentPrice / (1 - statedDiscount / 100));
  }
  originalPrice = Math.max(originalPrice ?? currentPrice, currentPrice);

  const createdAt = wire.createdAt ?? now.toISOString();
  let expiryDate = wire.expiryDate ?? null;
  if (!expiryDate && wire.expiresIn) {
    const duration = parseDuration(wire.expiresIn);
    if (duration !== undefined) expiryDate = new Date(now.getTime() + duration).toISOString();
  }

  const images = collectImages(wire.image, wire.images);
  const trendingRank = wire.trendingRank ?? null;

  const deal: Deal = {
    id,
    title: wire.title,
    description: wire.description ?? '',
    store: wire.store ?? wire.merchant ?? hostnameOf(wire.affiliateUrl),
    image: images[0]!,
    images,
    originalPrice,
    currentPrice,
    discount: discountPercent(originalPrice, currentPrice),
    affiliateUrl: wire.affiliateUrl,
    category: toCategorySlug(wire.category),
    expiryDate,
    createdAt,
    dealScore: wire.dealScore ?? null,
    features: (wire.features ?? [])
      .filter((feature): feature is string => typeof feature === 'string')
      .map((feature) => feature.trim())
      .filter(Boolean),
    specifications: toSpecifications(wire.specifications),
    warranty: wire.warranty ?? null,
    packageContents: wire.packageContents ?? null,
    availability: wire.availability ?? null,
    rating: wire.rating ?? null,
    reviewCount: wire.reviewCount ?? null,
    reviews: toReviews(wire.reviews, id, createdAt, readReview),
    // A rank implies the flag: feeds that only send trendingRank still mark the deal as trending.
    trending: wire.trending ?? trendingRank !== null,
    trendingRank,
    todayOnly: wire.todayOnly ?? false,
    popularRank: wire.popularRank ?? null,
    source,
    // Community figures only ever come from our own server, drawn from its votes and comments.
    ...(source === 'own' && wire.temperature !== undefined ? { temperature: wire.temperature } : {}),
    ...(source === 'own' && wire.commentCount !== undefined ? { commentCount: wire.commentCount } : {}),
    // Price truth is our server's own record, for its deals and the affiliate deals it passes on.
    ...(source !== 'sample' && wire.priceTruth ? { priceTruth: wire.priceTruth } : {}),
    // Heat, like the temperature, is drawn from our server's votes.
    ...(source === 'own' && wire.heat ? { heat: wire.heat } : {}),
  };
  return { ok: true, deal };
}
