// The server's answers about watches, checked before anything is kept or drawn: a watch or a product read
// that does not have the shape the pages need is dropped and logged, never rendered. Plain checks rather
// than zod: the account page that shows the watches loads no schema library.
import type { Availability, WatchView } from '@shared/watch/watch';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isAmountOrNull = (value: unknown) => value === null || isAmount(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const AVAILABILITIES = new Set<Availability>(['in_stock', 'out_of_stock', 'unknown']);
const isAvailability = (value: unknown): value is Availability =>
  isString(value) && AVAILABILITIES.has(value as Availability);

function isProduct(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (
    isString(value.id) &&
    isString(value.url) &&
    isString(value.host) &&
    isString(value.name) &&
    isStringOrNull(value.image) &&
    isAmountOrNull(value.price) &&
    isStringOrNull(value.currency) &&
    isAvailability(value.availability) &&
    (value.status === 'ok' || value.status === 'unreadable') &&
    isStringOrNull(value.lastError) &&
    isStringOrNull(value.checkedAt) &&
    isAmountOrNull(value.lowest90) &&
    Array.isArray(value.history) &&
    isString(value.shopLink) &&
    isStringOrNull(value.storeName)
  );
}

/** Whether an answer is one of a member's watches, as the pages draw it. */
export function isWatchView(value: unknown): value is WatchView {
  if (!isObject(value)) return false;
  return (
    isString(value.id) &&
    isBoolean(value.paused) &&
    isBoolean(value.anyDrop) &&
    isAmountOrNull(value.targetPrice) &&
    isAmountOrNull(value.minDropPercent) &&
    isBoolean(value.backInStock) &&
    isBoolean(value.lowest90) &&
    isAmountOrNull(value.basePrice) &&
    isString(value.createdAt) &&
    isProduct(value.product)
  );
}

/** A watch with the points of its chart that read (a point without a time or an amount is left out). */
const withReadablePoints = (watch: WatchView): WatchView => ({
  ...watch,
  product: {
    ...watch.product,
    history: watch.product.history.filter(
      (point: unknown) => isObject(point) && isString(point.at) && isAmount(point.price),
    ),
  },
});

/** The watches that read, in the order given; each that does not is dropped and logged. */
export function validWatches(candidates: unknown): WatchView[] {
  if (!Array.isArray(candidates)) return [];
  const watches: WatchView[] = [];
  for (const candidate of candidates) {
    if (isWatchView(candidate)) watches.push(withReadablePoints(candidate));
    else console.warn('Dropped a watch that does not read:', candidate);
  }
  return watches;
}

/** One watch from a write's answer: the watch itself, or `{ watch }`; null when it does not read. */
export function watchOfAnswer(answer: unknown): WatchView | null {
  const [watch] = validWatches([isObject(answer) && isObject(answer.watch) ? answer.watch : answer]);
  return watch ?? null;
}

/** What the server read from a product page (POST /api/watches/preview). */
export interface ProductPreview {
  /** The page, tracking parameters left out. */
  url: string;
  product: {
    name: string | null;
    image: string | null;
    price: number;
    currency: string | null;
    availability: Availability;
  };
}

/** The product a preview answer carries; null when it does not read. */
export function previewOfAnswer(answer: unknown): ProductPreview | null {
  if (!isObject(answer) || !isString(answer.url) || !isObject(answer.product)) return null;
  const { name, image, price, currency, availability } = answer.product;
  if (!isStringOrNull(name) || !isStringOrNull(image) || !isAmount(price) || !isStringOrNull(currency))
    return null;
  if (!isAvailability(availability)) return null;
  return {
    url: answer.url,
    product: {
      name: name as string | null,
      image: image as string | null,
      price,
      currency: currency as string | null,
      availability,
    },
  };
}
