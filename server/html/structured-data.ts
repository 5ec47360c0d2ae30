// schema.org data for crawlers: Product/Offer on deal pages (USD, and a rating only when the deal has
// one with a review count), WebSite with its search on the home page.
import { categoryName } from '../../src/shared/categories.ts';
import type { Deal } from '../../src/shared/deal.ts';
import { CONTACT, CURRENCY, SITE_DESCRIPTION, SITE_TITLE } from '../../src/shared/site.ts';

const SCHEMA = 'https://schema.org';

function availabilityOf(text: string | null): string {
  const value = (text ?? '').toLowerCase();
  if (/out of stock|sold out|unavailable/.test(value)) return `${SCHEMA}/OutOfStock`;
  if (/pre-?order/.test(value)) return `${SCHEMA}/PreOrder`;
  if (/limited|low stock|few left/.test(value)) return `${SCHEMA}/LimitedAvailability`;
  return `${SCHEMA}/InStock`;
}

const brandOf = (deal: Deal): string | undefined =>
  Object.entries(deal.specifications).find(([key]) => key.toLowerCase() === 'brand')?.[1];

export function productJsonLd(deal: Deal, pageUrl: string, origin: string): object {
  const brand = brandOf(deal);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
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
      availability: availabilityOf(deal.availability),
      ...(deal.expiryDate ? { priceValidUntil: deal.expiryDate.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: deal.store },
    },
    // Only a rating the deal really has: no invented stars for search results.
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

export function websiteJsonLd(origin: string): object[] {
  return [
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: SITE_TITLE,
      url: `${origin}/`,
      description: SITE_DESCRIPTION,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      name: SITE_TITLE,
      url: `${origin}/`,
      email: CONTACT.supportEmail,
    },
  ];
}
