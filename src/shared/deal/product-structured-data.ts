// schema.org Product with one Offer in USD, for a deal page: the same data whether the server puts it in
// the HTML for crawlers or the app renders it after navigation.

import { dealPagePath } from '../site/pages';
import { CURRENCY } from '../site/site';
import { SCHEMA } from '../site/structured-data';
import { categoryName } from './categories';
import type { Deal } from './deal';
import { isExpired } from './deal-rules';

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
 * The rating comes from the reviews the page lists, and only from them: search engines require a rating to
 * stand for reviews a visitor can read there. A deal without listed reviews claims no rating. (The page's
 * headline rating and count are the source's own figures, which the page does not list.)
 */
function reviewData(deal: Deal): Record<string, unknown> {
  if (deal.reviews.length === 0) return {};
  const average = deal.reviews.reduce((sum, review) => sum + review.rating, 0) / deal.reviews.length;
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: deal.reviews.length,
      bestRating: 5,
      worstRating: 1,
    },
    review: deal.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

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
      // The price the page shows. No reference ("was") price is claimed: the shop's list price may never
      // have been charged (shownDiscount), and the page states the honest comparison in words.
      price: deal.currentPrice.toFixed(2),
      priceCurrency: CURRENCY,
      availability: availabilityOf(deal, now),
      ...(deal.expiryDate ? { priceValidUntil: deal.expiryDate.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: deal.store },
    },
    ...reviewData(deal),
  };
}
