// Wire schemas for deals and reviews. Every source (own API, affiliate provider, sample data, the server's
// own input) is parsed here and normalised into the one Deal type; nothing else builds deals from wire data.
// Sources disagree on names (currentPrice or price, store or merchant, id or _id, image or images) and on
// types (prices as numbers or numeric strings); all of those are accepted. A deal that cannot be shown
// safely (no id, no title, no price, an affiliate link that is not http/https) is rejected with a reason.
// The Deal itself is built in deal-from-wire.ts, which needs no zod.
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, hasNoNul, isInDateRange, LIST_LIMITS, TEXT_LIMITS } from '../site/text-rules';
import { boundedText } from '../site/text-schemas';
import { canonicalDealWire, canonicalReviewWire } from './canonical-deal-wire';
import type { DealSource } from './deal';
import {
  dealFromWire,
  isHttpUrl,
  type NormalizeOptions,
  type NormalizeResult,
  type ReviewReader,
} from './deal-from-wire';
import { createDealListCollector, type ParsedDealList } from './deal-list-parser';

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
/** Our server's price record (src/shared/price-history/price-history.ts); a malformed one is left out, the deal kept. */
const priceTruthSchema = z
  .object({
    since: z.iso.datetime({ offset: true }),
    lowestBefore: amount.nullable(),
    listPriceSeen: z.boolean(),
    lowestIn90Days: z.boolean(),
  })
  .optional()
  .catch(undefined);

const degrees = z.number().int().min(-1_000_000_000).max(1_000_000_000);
/** Our server's heat of its own deal (src/shared/deal/deal.ts); a malformed one is left out, the deal kept. */
const heatSchema = z
  .object({
    day: degrees,
    week: degrees,
    month: degrees,
    discussed: z.number().int().min(0).max(1_000_000_000).default(0),
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
  heat: heatSchema,
});

export type DealWire = z.input<typeof dealWireSchema>;
export type ReviewWire = z.input<typeof reviewWireSchema>;

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'deal'}: ${issue.message}`).join('; ');

/** A review of any accepted shape: our own recognised by hand, any other read by the schema. */
const readAnyReview: ReviewReader = (item) =>
  canonicalReviewWire(item) ?? reviewWireSchema.safeParse(item).data;

/** Parses one deal of any accepted shape into the app's Deal, or says why it cannot be used. */
export function normalizeDeal(
  raw: unknown,
  source: DealSource,
  options: NormalizeOptions = {},
): NormalizeResult {
  // A deal already in our own shape (our server's) is recognised by hand; any other goes through the schema.
  const canonical = canonicalDealWire(raw);
  if (canonical) return dealFromWire(canonical, source, options, readAnyReview);
  const parsed = dealWireSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  return dealFromWire(parsed.data, source, options, readAnyReview);
}

export interface DealListParser {
  /** Parses the next part of the list (a page); indexes in `rejected` count from the list's start. */
  add: (items: readonly unknown[]) => void;
  result: () => ParsedDealList;
}

/** parseDealList for a list that arrives in parts (pages): ids stay unique across all the parts. */
export function createDealListParser(source: DealSource, options: NormalizeOptions = {}): DealListParser {
  const collector = createDealListCollector();
  return {
    add: (items) => collector.take(items.map((item) => normalizeDeal(item, source, options))),
    result: collector.result,
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
