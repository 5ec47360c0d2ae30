// schema.org Product with one Offer in USD, for a deal page: the same data whether the server puts it in
// the HTML for crawlers or the app renders it after navigation.
import { categoryName } from './categories';
import type { Deal } from './deal';
import { isExpired } from './deal-rules';
import { dealPagePath } from './pages';
import { CURRENCY } from './site';

const SCHEMA = 'https://schema.org';

function availabilityOf(deal: Deal, now: Date): string {
  if (isExpired(deal, now)) return `${SCHEMA}/Discontinued`;
  const text = (deal.availability ?? '').toLowerCase();
  if (/out of stock|sold out|unavailable/.test(text)) return `${SCHEMA}/OutOfStock`;
  if (/pre-?order/.test(text)) return `${SCHEMA}/PreOrder`;
  if (/limited|low stock|few left/.test(text)) return `${SCHEMA}/LimitedAvailability`;
  return `${SCHEMA}/InStock`;
}

const brandOf = (deal: Deal): string | undefined =>
  Object.entries(deal.specifications).find(([key]) => key.toLowerCase() === 'brand')?.[1];

/**
 * The rating is included only when the deal carries both a rating and a review count: structured data must
 * not claim reviews the product does not have.
 */
export function productStructuredData(deal: Deal, origin: string, now: Date): Record<string, unknown> {
  const pageUrl = new URL(dealPagePath(deal.id), `${origin}/`).href;
  const brand = brandOf(deal);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': pageUrl,
    name: deal.title,
    description: deal.description,
    image: deal.images.map((image) => new URL(image, `${origin}/`).href),
    sku: deal.id,
    category: categoryName(deal.category),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: deal.currentPrice.toFixed(2),
      priceCurrency: CURRENCY,
      availability: availabilityOf(deal, now),
      ...(deal.expiryDate ? { priceValidUntil: deal.expiryDate.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: deal.store },
    },
    ...(deal.rating !== null && deal.reviewCount !== null && deal.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: deal.rating,
            reviewCount: deal.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
