// Wire schemas for deals and reviews. Every source (own API, affiliate provider, sample data, the server's
// own input) is parsed here and normalised into the one Deal type; nothing else builds deals from wire data.
// Sources disagree on names (currentPrice or price, store or merchant, id or _id, image or images) and on
// types (prices as numbers or numeric strings); all of those are accepted. A deal that cannot be shown
// safely (no id, no title, no price, an affiliate link that is not http/https) is rejected with a reason.
import { z } from 'zod';
import { canonicalDealWire, canonicalReviewWire, type DealWireData } from './canonical-deal-wire';
import { CATEGORIES } from './categories';
import type { Deal, DealSource, Review } from './deal';
import { DEFAULT_REVIEW_AUTHOR, PLACEHOLDER_DEAL_IMAGE, UNCATEGORISED } from './deal-defaults';
import { discountPercent, roundToCents } from './deal-rules';
import {
  boundedText,
  DATE_RANGE_MESSAGE,
  hasNoNul,
  isInDateRange,
  LIST_LIMITS,
  parseWebLink,
  TEXT_LIMITS,
} from './text-rules';

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

/** A number, or a string such as '19.99', '$1,299.00' or ' 5 '. Empty strings are not numbers. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const numeric = (what: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const parsed = toNumber(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: `${what} is not a number: ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return parsed;
  });

const price = numeric('price').pipe(z.number().min(0, 'a price cannot be negative'));
const rank = numeric('rank').pipe(z.number().int().min(1));
/** Text of at most `max` characters; blank or null means absent. */
const optionalText = (max: number) =>
  z
    .union([boundedText(max), z.null()])
    .transform((value) => value || null)
    .optional();

const idValue = z
  .union([boundedText(TEXT_LIMITS.id).min(1), z.number().finite()])
  .transform((value) => String(value));

/** true/false, or the strings and numbers some feeds use for them. */
const flag = z.union([z.boolean(), z.literal(['true', 'false', '1', '0', 1, 0])]).transform((value) => {
  return value === true || value === 'true' || value === '1' || value === 1;
});

/** An ISO timestamp, a date string the platform understands, or epoch milliseconds; years 1970–9999. */
const timestamp = z.union([z.string().max(100), z.number()]).transform((value, ctx) => {
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) {
    ctx.addIssue({ code: 'custom', message: `not a date: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  if (!isInDateRange(time)) {
    ctx.addIssue({ code: 'custom', message: `${DATE_RANGE_MESSAGE}: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return new Date(time).toISOString();
});

/** A list of at most `max` items, each checked where it is used. */
const list = (max: number, item: z.ZodType = z.unknown()) =>
  z.array(item).max(max, `use at most ${max} items`);

/** A feature line: text within its cap (other values are left out when the deal is built). */
const featureItem = z
  .unknown()
  .refine(
    (value) => typeof value !== 'string' || (value.trim().length <= TEXT_LIMITS.feature && hasNoNul(value)),
    `a feature must have at most ${TEXT_LIMITS.feature} characters and no NUL characters`,
  );

export const reviewWireSchema = z.looseObject({
  id: idValue.optional(),
  _id: idValue.optional(),
  rating: numeric('rating').pipe(z.number().min(1).max(5)),
  text: optionalText(TEXT_LIMITS.reviewText),
  comment: optionalText(TEXT_LIMITS.reviewText),
  author: optionalText(TEXT_LIMITS.reviewAuthor),
  user: optionalText(TEXT_LIMITS.reviewAuthor),
  name: optionalText(TEXT_LIMITS.reviewAuthor),
  date: timestamp.optional(),
  helpful: numeric('helpful').pipe(z.number().int().min(0)).optional(),
});

const amount = z.number().min(0).max(1_000_000_000);
/** Our server's price record (src/shared/price-history.ts); a malformed one is left out, the deal kept. */
const priceTruthSchema = z
  .object({
    since: z.iso.datetime({ offset: true }),
    lowestBefore: amount.nullable(),
    listPriceSeen: z.boolean(),
    lowestIn90Days: z.boolean(),
  })
  .optional()
  .catch(undefined);

export const dealWireSchema = z.looseObject({
  id: idValue.optional(),
  _id: idValue.optional(),
  title: boundedText(TEXT_LIMITS.title).min(1, 'a deal needs a title'),
  description: optionalText(TEXT_LIMITS.description),
  store: optionalText(TEXT_LIMITS.store),
  merchant: optionalText(TEXT_LIMITS.store),
  image: z.unknown().optional(),
  images: list(LIST_LIMITS.images).optional(),
  price: price.optional(),
  currentPrice: price.optional(),
  originalPrice: price.optional().nullable(),
  discount: numeric('discount').pipe(z.number().min(0).max(100)).optional().nullable(),
  affiliateUrl: boundedText(TEXT_LIMITS.url).refine(
    isHttpUrl,
    'the affiliate link must be an http: or https: URL without a user name or password',
  ),
  category: optionalText(TEXT_LIMITS.category),
  expiryDate: timestamp.optional().nullable(),
  expiresIn: optionalText(TEXT_LIMITS.detail),
  dealScore: numeric('dealScore').optional().nullable(),
  features: list(LIST_LIMITS.features, featureItem).optional().nullable(),
  specifications: z
    .record(
      boundedText(TEXT_LIMITS.specificationName),
      z.union([boundedText(TEXT_LIMITS.specificationValue), z.number(), z.boolean(), z.null()]),
    )
    .refine(
      (record) => Object.keys(record).length <= LIST_LIMITS.specifications,
      `use at most ${LIST_LIMITS.specifications} specifications`,
    )
    .optional()
    .nullable(),
  warranty: optionalText(TEXT_LIMITS.detail),
  packageContents: optionalText(TEXT_LIMITS.detail),
  availability: optionalText(TEXT_LIMITS.detail),
  rating: numeric('rating').pipe(z.number().min(0).max(5)).optional().nullable(),
  reviewCount: numeric('reviewCount').pipe(z.number().int().min(0)).optional().nullable(),
  reviews: list(LIST_LIMITS.reviews).optional().nullable(),
  createdAt: timestamp.optional().nullable(),
  trending: flag.optional().nullable(),
  trendingRank: rank.optional().nullable(),
  todayOnly: flag.optional().nullable(),
  popularRank: rank.optional().nullable(),
  temperature: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional().nullable(),
  commentCount: z.number().int().min(0).max(1_000_000_000).optional(),
  priceTruth: priceTruthSchema,
});

export type DealWire = z.input<typeof dealWireSchema>;
export type ReviewWire = z.input<typeof reviewWireSchema>;

export interface NormalizeOptions {
  /** The instant relative texts ('2 days') and missing creation dates refer to. */
  now?: Date;
}

export type NormalizeResult = { ok: true; deal: Deal } | { ok: false; reason: string };

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'deal'}: ${issue.message}`).join('; ');

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

/** Reviews that cannot be read are left out; they never cost the deal its place in the list. */
function toReviews(items: unknown[] | null | undefined, dealId: string, fallbackDate: string): Review[] {
  const reviews: Review[] = [];
  (items ?? []).forEach((item, index) => {
    const review = canonicalReviewWire(item) ?? reviewWireSchema.safeParse(item).data;
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

/** Parses one deal of any accepted shape into the app's Deal, or says why it cannot be used. */
export function normalizeDeal(
  raw: unknown,
  source: DealSource,
  options: NormalizeOptions = {},
): NormalizeResult {
  // A deal already in our own shape (our server's) is recognised by hand; any other goes through the schema.
  const canonical = canonicalDealWire(raw);
  if (canonical) return dealFromWire(canonical, source, options);
  const parsed = dealWireSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  return dealFromWire(parsed.data, source, options);
}

/** Builds the app's Deal from wire data the schema (or the canonical check) has accepted. */
export function dealFromWire(
  wire: DealWireData,
  source: DealSource,
  options: NormalizeOptions = {},
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
    reviews: toReviews(wire.reviews, id, createdAt),
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
  };
  return { ok: true, deal };
}

export interface ParsedDealList {
  deals: Deal[];
  rejected: { index: number; reason: string }[];
}

export interface DealListParser {
  /** Parses the next part of the list (a page); indexes in `rejected` count from the list's start. */
  add: (items: readonly unknown[]) => void;
  result: () => ParsedDealList;
}

/** parseDealList for a list that arrives in parts (pages): ids stay unique across all the parts. */
export function createDealListParser(source: DealSource, options: NormalizeOptions = {}): DealListParser {
  const deals: Deal[] = [];
  const rejected: ParsedDealList['rejected'] = [];
  const seen = new Set<string>();
  let offset = 0;
  return {
    add(items) {
      items.forEach((item, position) => {
        const index = offset + position;
        const result = normalizeDeal(item, source, options);
        if (!result.ok) {
          rejected.push({ index, reason: result.reason });
        } else if (seen.has(result.deal.id)) {
          rejected.push({ index, reason: `id: duplicate id ${result.deal.id}` });
        } else {
          seen.add(result.deal.id);
          deals.push(result.deal);
        }
      });
      offset += items.length;
    },
    result: () => ({ deals, rejected }),
  };
}

/**
 * Parses a list of deals, keeping every valid one. Invalid items and repeated ids are returned in
 * `rejected` (index -1 when the input is not a list at all) for the caller to log.
 */
export function parseDealList(
  items: unknown,
  source: DealSource,
  options: NormalizeOptions = {},
): ParsedDealList {
  if (!Array.isArray(items))
    return { deals: [], rejected: [{ index: -1, reason: 'expected a list of deals' }] };
  const parser = createDealListParser(source, options);
  parser.add(items);
  return parser.result();
}
