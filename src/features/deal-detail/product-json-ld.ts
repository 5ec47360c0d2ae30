import { paths } from '@config/paths';
import type { Deal } from '@shared/deal';
import { isExpired } from '@shared/deal-rules';
import { CURRENCY } from '@shared/site';

const absolute = (url: string, origin: string) => new URL(url, origin).href;

/**
 * schema.org Product with one Offer in USD. The rating is included only when the deal carries both a rating
 * and a review count: structured data must not claim reviews the product does not have.
 */
export function productJsonLd(deal: Deal, origin: string, now: Date): Record<string, unknown> {
  const expired = isExpired(deal, now);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': absolute(paths.deal(deal.id), origin),
    name: deal.title,
    description: deal.description,
    image: deal.images.map((image) => absolute(image, origin)),
    sku: deal.id,
    category: deal.category,
    ...(deal.specifications.Brand || deal.specifications.brand
      ? { brand: { '@type': 'Brand', name: deal.specifications.Brand ?? deal.specifications.brand } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(paths.deal(deal.id), origin),
      price: deal.currentPrice.toFixed(2),
      priceCurrency: CURRENCY,
      availability: expired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      ...(deal.expiryDate ? { priceValidUntil: deal.expiryDate.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: deal.store },
    },
    ...(deal.rating != null && deal.reviewCount != null && deal.reviewCount > 0
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
