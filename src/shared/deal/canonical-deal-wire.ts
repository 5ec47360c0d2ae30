// Deals from our own server arrive already in the shape normalizeDeal builds: every text trimmed, every
// number a number, every date an ISO timestamp. Checking such a deal against the wire schema cost as much
// as the rest of a first sync together (zod runs without eval under the page policy), so these checks
// recognise that shape by hand, field by field, and let it through as it is.
//
// The contract: when a check here accepts a value, the wire schema would accept it too and give back the
// same data (canonical-deal-wire.test.ts holds both to it). Anything else — other sources' field names,
// numeric strings, text to trim, an unknown field, a malformed price record — is left to the schema, which
// reads it or says what is wrong.
import type { z } from 'zod';
import { hasNoNul, isInDateRange, LIST_LIMITS, parseWebLink, TEXT_LIMITS } from '../site/text-rules';
import type { dealWireSchema, reviewWireSchema } from './deal-schema';
import { type Fields, isNumberIn, isRecord } from './wire-checks';

export type DealWireData = z.output<typeof dealWireSchema>;
export type ReviewWireData = z.output<typeof reviewWireSchema>;

/** The fields of a deal as normalizeDeal writes it (plus `source`, which the wire schema ignores). */
const DEAL_FIELDS = new Set([
  'id',
  'title',
  'description',
  'store',
  'image',
  'images',
  'originalPrice',
  'currentPrice',
  'discount',
  'affiliateUrl',
  'category',
  'expiryDate',
  'createdAt',
  'dealScore',
  'features',
  'specifications',
  'warranty',
  'packageContents',
  'availability',
  'rating',
  'reviewCount',
  'reviews',
  'trending',
  'trendingRank',
  'todayOnly',
  'popularRank',
  'source',
  'temperature',
  'commentCount',
  'priceTruth',
  'heat',
]);

const REVIEW_FIELDS = new Set(['id', 'rating', 'text', 'author', 'date', 'helpful']);
const PRICE_TRUTH_FIELDS = ['since', 'lowestBefore', 'listPriceSeen', 'lowestIn90Days'];
const HEAT_FIELDS = ['day', 'week', 'month', 'discussed'];
const MAX_AMOUNT = 1_000_000_000;
const MAX_COUNT = 1_000_000_000;

const hasOnly = (value: Fields, allowed: ReadonlySet<string>): boolean =>
  Object.keys(value).every((key) => allowed.has(key));

const absent = (value: unknown): boolean => value === undefined || value === null;

/** Text the schema would keep as it is: already trimmed, within `max`, without NUL (and not empty). */
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  value.length <= max &&
  value.trim() === value &&
  hasNoNul(value);

/** Optional text: absent, or text as above (an empty string, which the schema turns into null, is not). */
const isOptionalText = (value: unknown, max: number): boolean => absent(value) || isText(value, max);

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && isNumberIn(value, min, max);

const isOptional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  absent(value) || check(value);

/** An ISO timestamp exactly as toISOString writes it, in the years the schema accepts. */
const isIsoTimestamp = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 100) return false;
  const time = Date.parse(value);
  return isInDateRange(time) && new Date(time).toISOString() === value;
};

const isFlag = (value: unknown): boolean => absent(value) || typeof value === 'boolean';

const isFeatureList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length <= LIST_LIMITS.features &&
  value.every((feature) => isText(feature, TEXT_LIMITS.feature));

const isSpecifications = (value: unknown): boolean => {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= LIST_LIMITS.specifications &&
    entries.every(
      ([name, entry]) =>
        isText(name, TEXT_LIMITS.specificationName) && isText(entry, TEXT_LIMITS.specificationValue),
    )
  );
};

const isPriceTruth = (value: unknown): boolean =>
  isRecord(value) &&
  Object.keys(value).length === PRICE_TRUTH_FIELDS.length &&
  isIsoTimestamp(value.since) &&
  (value.lowestBefore === null || isNumberIn(value.lowestBefore, 0, MAX_AMOUNT)) &&
  typeof value.listPriceSeen === 'boolean' &&
  typeof value.lowestIn90Days === 'boolean';

const isHeat = (value: unknown): boolean =>
  isRecord(value) &&
  Object.keys(value).length === HEAT_FIELDS.length &&
  HEAT_FIELDS.every((field) => isIntegerIn(value[field], -MAX_COUNT, MAX_COUNT));

const isPrice = (value: unknown): boolean => isNumberIn(value, 0, Number.MAX_VALUE);

/** A review as normalizeDeal writes it, or undefined for the schema to read. */
export function canonicalReviewWire(raw: unknown): ReviewWireData | undefined {
  if (!isRecord(raw) || !hasOnly(raw, REVIEW_FIELDS)) return undefined;
  const canonical =
    isText(raw.id, TEXT_LIMITS.id) &&
    isNumberIn(raw.rating, 1, 5) &&
    isText(raw.text, TEXT_LIMITS.reviewText) &&
    isText(raw.author, TEXT_LIMITS.reviewAuthor) &&
    isIsoTimestamp(raw.date) &&
    isIntegerIn(raw.helpful, 0, Number.MAX_SAFE_INTEGER);
  return canonical ? (raw as ReviewWireData) : undefined;
}

/** A deal as normalizeDeal writes it, or undefined for the schema to read. */
export function canonicalDealWire(raw: unknown): DealWireData | undefined {
  if (!isRecord(raw) || !hasOnly(raw, DEAL_FIELDS)) return undefined;
  const canonical =
    isText(raw.id, TEXT_LIMITS.id) &&
    isText(raw.title, TEXT_LIMITS.title) &&
    isOptionalText(raw.description, TEXT_LIMITS.description) &&
    isOptionalText(raw.store, TEXT_LIMITS.store) &&
    (raw.images === undefined || (Array.isArray(raw.images) && raw.images.length <= LIST_LIMITS.images)) &&
    isPrice(raw.currentPrice) &&
    isOptional(raw.originalPrice, isPrice) &&
    isOptional(raw.discount, (value) => isNumberIn(value, 0, 100)) &&
    isText(raw.affiliateUrl, TEXT_LIMITS.url) &&
    parseWebLink(raw.affiliateUrl) !== undefined &&
    isOptionalText(raw.category, TEXT_LIMITS.category) &&
    isOptional(raw.expiryDate, isIsoTimestamp) &&
    isOptional(raw.createdAt, isIsoTimestamp) &&
    isOptional(raw.dealScore, (value) => isNumberIn(value, -Number.MAX_VALUE, Number.MAX_VALUE)) &&
    isOptional(raw.features, isFeatureList) &&
    isOptional(raw.specifications, isSpecifications) &&
    isOptionalText(raw.warranty, TEXT_LIMITS.detail) &&
    isOptionalText(raw.packageContents, TEXT_LIMITS.detail) &&
    isOptionalText(raw.availability, TEXT_LIMITS.detail) &&
    isOptional(raw.rating, (value) => isNumberIn(value, 0, 5)) &&
    isOptional(raw.reviewCount, (value) => isIntegerIn(value, 0, Number.MAX_SAFE_INTEGER)) &&
    isOptional(raw.reviews, (value) => Array.isArray(value) && value.length <= LIST_LIMITS.reviews) &&
    isFlag(raw.trending) &&
    isOptional(raw.trendingRank, (value) => isIntegerIn(value, 1, Number.MAX_SAFE_INTEGER)) &&
    isFlag(raw.todayOnly) &&
    isOptional(raw.popularRank, (value) => isIntegerIn(value, 1, Number.MAX_SAFE_INTEGER)) &&
    isOptional(raw.temperature, (value) => isIntegerIn(value, -MAX_COUNT, MAX_COUNT)) &&
    (raw.commentCount === undefined || isIntegerIn(raw.commentCount, 0, MAX_COUNT)) &&
    (raw.priceTruth === undefined || isPriceTruth(raw.priceTruth)) &&
    (raw.heat === undefined || isHeat(raw.heat));
  return canonical ? (raw as DealWireData) : undefined;
}
