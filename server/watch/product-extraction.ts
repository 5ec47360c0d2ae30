// What a shop's product page says about its product, from the data shops publish for search engines:
// schema.org Product and Offer in JSON-LD first, then in microdata, then the Open Graph product tags. The
// price comes from the first of these that states one, for the page's main product (its first Product);
// the name, image and codes the others may add when it lacks them. Prices are the page's own, in its own
// currency. Offers that disagree on the price, with no lowest price given, are refused rather than guessed.
// Pure: JSON is parsed, never run, and the page is read by html-reading.ts's tokenizer.
import { decodeEntities, type MicrodataItem, readPage } from './html-reading.ts';

export type Availability = 'in_stock' | 'out_of_stock' | 'unknown';

export interface ExtractedProduct {
  name: string | null;
  image: string | null;
  /** In the page's currency, never converted. */
  price: number;
  /** ISO 4217 code, when the page gives one. */
  currency: string | null;
  availability: Availability;
  gtin: string | null;
  sku: string | null;
}

export type Extraction = { ok: true; product: ExtractedProduct } | { ok: false; reason: string };

export const EXTRACTION_REASONS = {
  noPrice: 'We could not read a price from this page.',
  badPrice: 'The price on this page is not an amount above zero, so we cannot watch it.',
  conflicting:
    'This page shows several different prices for the product, so we cannot tell which one to watch.',
} as const;

/** One offer as any of the three sources states it. */
interface OfferSeen {
  price: unknown;
  /** An AggregateOffer's lowest price. */
  lowPrice?: unknown;
  currency?: unknown;
  availability?: unknown;
  sku?: unknown;
}

/** What one source says of the product: its fields, and its offers (none when it gives no price). */
interface ProductSeen {
  name: string | null;
  image: string | null;
  gtin: string | null;
  sku: string | null;
  offers: OfferSeen[];
}

type PriceFound =
  | { kind: 'none' }
  | { kind: 'refused'; reason: string }
  | { kind: 'price'; price: number; currency: string | null; availability: Availability; sku: string | null };

const MAX_NAME = 300;

const schemaName = (type: string) => type.replace(/^.*[/:#]/, '');

/**
 * An amount as shops write it: a number, or text such as "24.99", "1,299.00", "24,99 €" or "1.299,00".
 * NaN when it is not one number (a range, words).
 */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^[^\d.,-]+/, '')
    .replace(/[^\d.,]+$/, '');
  if (!/^-?[\d.,]+$/.test(text)) return Number.NaN;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  let plain: string;
  if (comma !== -1 && dot !== -1) {
    // Both: the last one is the decimal separator.
    plain = comma > dot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (comma !== -1) {
    if (/^-?\d{1,3}(,\d{3})+$/.test(text)) plain = text.replace(/,/g, '');
    else plain = text.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(text)) plain = text.replace(/\./g, '');
  else plain = text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

function currencyOf(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  if (/^[A-Za-z]{3}$/.test(text)) return text.toUpperCase();
  return CURRENCY_SIGNS[text] ?? null;
}

/** schema.org ItemAvailability values and the Open Graph words, lower case without spaces or dashes. */
const IN_STOCK = new Set([
  'instock',
  'limitedavailability',
  'onlineonly',
  'instoreonly',
  'preorder',
  'presale',
  'backorder',
  'madetoorder',
  'availablefororder',
  'available',
]);
const OUT_OF_STOCK = new Set(['outofstock', 'soldout', 'discontinued', 'oos']);

export function availabilityOf(value: unknown): Availability {
  const text = textOf(value);
  if (!text) return 'unknown';
  const word = schemaName(text)
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
  if (IN_STOCK.has(word)) return 'in_stock';
  if (OUT_OF_STOCK.has(word)) return 'out_of_stock';
  return 'unknown';
}

/** A value as short text: strings decoded, numbers written, the first of a list, a JSON-LD @value. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') {
    const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
    return text ? text.slice(0, MAX_NAME) : null;
  }
  if (Array.isArray(value)) return value.length > 0 ? textOf(value[0]) : null;
  if (value && typeof value === 'object' && '@value' in value)
    return textOf((value as { '@value': unknown })['@value']);
  return null;
}

/** A web address on the page, made absolute; null for anything else. */
function linkOf(value: unknown, pageUrl: string): string | null {
  const text = typeof value === 'string' ? decodeEntities(value).trim() : null;
  if (!text) return null;
  try {
    const url = new URL(text, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The availability of the offers at the chosen price: in stock when any is. */
function combinedAvailability(offers: readonly OfferSeen[]): Availability {
  const all = offers.map((offer) => availabilityOf(offer.availability));
  if (all.includes('in_stock')) return 'in_stock';
  if (all.includes('out_of_stock')) return 'out_of_stock';
  return 'unknown';
}

const isStated = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The one price the offers agree on, an AggregateOffer's lowest price, or a refusal. */
function priceOf(offers: readonly OfferSeen[]): PriceFound {
  const aggregate = offers.find((offer) => isStated(offer.lowPrice));
  const priced = aggregate
    ? [{ ...aggregate, price: aggregate.lowPrice }]
    : offers.filter((offer) => isStated(offer.price));
  if (priced.length === 0) return { kind: 'none' };
  const amounts = priced.map((offer) => parsePrice(offer.price));
  if (amounts.some((amount) => !Number.isFinite(amount) || amount <= 0)) {
    return { kind: 'refused', reason: EXTRACTION_REASONS.badPrice };
  }
  const currencies = new Set(
    priced.map((offer) => currencyOf(offer.currency)).filter((code) => code !== null),
  );
  if (new Set(amounts).size > 1 || currencies.size > 1) {
    return { kind: 'refused', reason: EXTRACTION_REASONS.conflicting };
  }
  return {
    kind: 'price',
    price: amounts[0]!,
    currency: [...currencies][0] ?? null,
    availability: combinedAvailability(priced),
    sku: priced.map((offer) => textOf(offer.sku)).find((sku) => sku !== null) ?? null,
  };
}

// JSON-LD

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: JsonObject): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']])
    .filter((type): type is string => typeof type === 'string')
    .map(schemaName);

const PRODUCT_TYPES = new Set(['Product', 'IndividualProduct', 'ProductModel', 'SomeProducts']);
const isProduct = (types: readonly string[]) => types.some((type) => PRODUCT_TYPES.has(type));
/** Prices shown crossed out beside the price to pay. */
const NOT_THE_PRICE = /ListPrice|StrikethroughPrice|MSRP|SRP|InvoicePrice/i;

/** A JSON-LD block as parsed; blocks wrapped in comments or CDATA, or with raw line breaks or tabs inside strings, are forgiven. */
function parseJsonLd(text: string): Json {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/)?\s*<!\[CDATA\[|(?:\/\/)?\s*\]\]>\s*$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(trimmed.replace(/[\n\r\t]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

const MAX_DEPTH = 64;

/** Every object in the blocks, in document order (a node before what it holds). */
function allNodes(roots: readonly Json[]): JsonObject[] {
  const nodes: JsonObject[] = [];
  const walk = (value: Json, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) for (const each of value) walk(each, depth + 1);
    else if (isObject(value)) {
      nodes.push(value);
      for (const each of Object.values(value)) walk(each, depth + 1);
    }
  };
  for (const root of roots) walk(root, 0);
  return nodes;
}

function fromJsonLd(blocks: readonly string[], pageUrl: string): ProductSeen | undefined {
  const nodes = allNodes(blocks.map(parseJsonLd));
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) {
    const id = node['@id'];
    // The full description, not a reference to it: a reference has @id and at most a @type.
    if (typeof id === 'string' && Object.keys(node).some((key) => key !== '@id' && key !== '@type')) {
      if (!byId.has(id)) byId.set(id, node);
    }
  }
  const resolved = (value: Json): Json => {
    if (!isObject(value) || typeof value['@id'] !== 'string') return value;
    return Object.keys(value).every((key) => key === '@id' || key === '@type')
      ? (byId.get(value['@id']) ?? value)
      : value;
  };
  const list = (value: Json): Json[] =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(resolved);

  const product = nodes.find((node) => isProduct(typesOf(node)));
  if (!product) return undefined;

  const priceSpecificationOf = (offer: JsonObject) =>
    list(offer.priceSpecification)
      .filter(isObject)
      .find((spec) => isStated(spec.price) && !NOT_THE_PRICE.test(textOf(spec.priceType) ?? ''));

  const offersOf = (value: Json, depth: number): OfferSeen[] =>
    list(value)
      .filter(isObject)
      .flatMap((offer): OfferSeen[] => {
        const spec = priceSpecificationOf(offer);
        const aggregate = typesOf(offer).includes('AggregateOffer');
        const seen: OfferSeen = {
          price: offer.price ?? spec?.price,
          currency: offer.priceCurrency ?? spec?.priceCurrency,
          availability: offer.availability,
          sku: offer.sku,
        };
        if (aggregate && isStated(offer.lowPrice)) return [{ ...seen, lowPrice: offer.lowPrice }];
        // An AggregateOffer without a lowest price stands for the offers it holds.
        if (aggregate && !isStated(seen.price) && depth < 3) return offersOf(offer.offers, depth + 1);
        return [seen];
      });

  const image = list(product.image)
    .map((each) => (isObject(each) ? (each.url ?? each.contentUrl) : each))
    .map((each) => linkOf(Array.isArray(each) ? each[0] : each, pageUrl))
    .find((each) => each !== null);
  return {
    name: textOf(product.name),
    image: image ?? null,
    gtin: textOf(product.gtin13 ?? product.gtin ?? product.gtin14 ?? product.gtin12 ?? product.gtin8),
    sku: textOf(product.sku),
    offers: offersOf(product.offers, 0),
  };
}

// Microdata

const PRODUCT_ITEM = /^https?:\/\/schema\.org\/(?:Product|IndividualProduct|ProductModel|SomeProducts)$/i;

function firstProductItem(items: readonly MicrodataItem[]): MicrodataItem | undefined {
  const walk = (list: readonly MicrodataItem[], depth: number): MicrodataItem | undefined => {
    if (depth > MAX_DEPTH) return undefined;
    for (const item of list) {
      if (item.types.some((type) => PRODUCT_ITEM.test(type))) return item;
      for (const values of item.properties.values()) {
        const found = walk(
          values.filter((value): value is MicrodataItem => typeof value !== 'string'),
          depth + 1,
        );
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(items, 0);
}

const first = (item: MicrodataItem, name: string): string | MicrodataItem | undefined =>
  item.properties.get(name)?.[0];
const firstText = (item: MicrodataItem, name: string): string | undefined => {
  const value = item.properties.get(name)?.find((each) => typeof each === 'string' && each !== '');
  return typeof value === 'string' ? value : undefined;
};
const nestedItems = (item: MicrodataItem, name: string): MicrodataItem[] =>
  (item.properties.get(name) ?? []).filter((value): value is MicrodataItem => typeof value !== 'string');

function offerFromItem(item: MicrodataItem): OfferSeen {
  const spec = nestedItems(item, 'priceSpecification').find(
    (each) =>
      firstText(each, 'price') !== undefined && !NOT_THE_PRICE.test(firstText(each, 'priceType') ?? ''),
  );
  const aggregate = item.types.some((type) => /AggregateOffer$/i.test(type));
  return {
    price: firstText(item, 'price') ?? (spec && firstText(spec, 'price')),
    lowPrice: aggregate ? firstText(item, 'lowPrice') : undefined,
    currency: firstText(item, 'priceCurrency') ?? (spec && firstText(spec, 'priceCurrency')),
    availability: firstText(item, 'availability'),
    sku: firstText(item, 'sku'),
  };
}

function fromMicrodata(items: readonly MicrodataItem[], pageUrl: string): ProductSeen | undefined {
  const product = firstProductItem(items);
  if (!product) return undefined;
  const offerItems = nestedItems(product, 'offers');
  // Some shops put the price on the product itself, with no Offer around it.
  const offers = offerItems.length > 0 ? offerItems.map(offerFromItem) : [offerFromItem(product)];
  const image = first(product, 'image');
  return {
    name: textOf(firstText(product, 'name')),
    image:
      typeof image === 'string'
        ? linkOf(image, pageUrl)
        : image
          ? linkOf(firstText(image, 'url') ?? firstText(image, 'contentUrl'), pageUrl)
          : null,
    gtin: textOf(
      firstText(product, 'gtin13') ??
        firstText(product, 'gtin') ??
        firstText(product, 'gtin14') ??
        firstText(product, 'gtin12') ??
        firstText(product, 'gtin8'),
    ),
    sku: textOf(firstText(product, 'sku')),
    offers: offers.filter((offer) => isStated(offer.price) || isStated(offer.lowPrice)),
  };
}

// Open Graph

function fromOpenGraph(metas: readonly Record<string, string>[], pageUrl: string): ProductSeen {
  const values = new Map<string, string[]>();
  for (const meta of metas) {
    const key = (meta.property ?? meta.name ?? '').trim().toLowerCase();
    if (!key || meta.content === undefined) continue;
    values.set(key, [...(values.get(key) ?? []), meta.content]);
  }
  const one = (...keys: string[]) =>
    keys.map((key) => values.get(key)?.[0]).find((value) => value !== undefined);
  const amounts = [...(values.get('product:price:amount') ?? values.get('og:price:amount') ?? [])];
  const currency = one('product:price:currency', 'og:price:currency');
  const availability = one('product:availability', 'og:availability');
  return {
    name: textOf(one('og:title')),
    image: linkOf(one('og:image', 'og:image:url', 'og:image:secure_url'), pageUrl),
    gtin: null,
    sku: null,
    offers: amounts.map((price) => ({ price, currency, availability })),
  };
}

export function extractProduct(html: string, pageUrl: string): Extraction {
  const parts = readPage(html);
  const sources = [
    fromJsonLd(parts.jsonLd, pageUrl),
    fromMicrodata(parts.items, pageUrl),
    fromOpenGraph(parts.metas, pageUrl),
  ].filter((source): source is ProductSeen => source !== undefined);
  for (const [index, source] of sources.entries()) {
    const found = priceOf(source.offers);
    if (found.kind === 'none') continue;
    if (found.kind === 'refused') return { ok: false, reason: found.reason };
    // What the source that gave the price lacks, the others may say.
    const rest = [source, ...sources.slice(0, index), ...sources.slice(index + 1)];
    const pick = (field: 'name' | 'image' | 'gtin' | 'sku') =>
      rest.map((each) => each[field]).find((value) => value !== null) ?? null;
    return {
      ok: true,
      product: {
        name: pick('name'),
        image: pick('image'),
        price: found.price,
        currency: found.currency,
        availability: found.availability,
        gtin: pick('gtin'),
        sku: source.sku ?? found.sku ?? pick('sku'),
      },
    };
  }
  return { ok: false, reason: EXTRACTION_REASONS.noPrice };
}
