// The XML and text documents for crawlers and feed readers: sitemap.xml, robots.txt and RSS 2.0.
import { categoryName } from '../../../src/shared/deal/categories.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { formatPrice } from '../../../src/shared/deal/deal-rules.ts';
import { shownDiscount } from '../../../src/shared/price-history/price-history.ts';
import { SHOP_LIST_PRICE } from '../../../src/shared/price-history/price-history-texts.ts';
import type { PageMeta } from '../../../src/shared/site/pages.ts';
import { SITE_DESCRIPTION, SITE_TITLE } from '../../../src/shared/site/site.ts';
import { type StoreEntry, storeFeedPath, storePath } from '../../../src/shared/store/store.ts';
import { escapeHtml as escapeXml } from '../../html/escape.ts';

const url = (origin: string, path: string) => new URL(path, `${origin}/`).href;
export const dealPath = (deal: Pick<Deal, 'id'>) => `/deal/${encodeURIComponent(deal.id)}`;

export function sitemapXml(
  origin: string,
  pages: PageMeta[],
  categoryPaths: string[],
  deals: Deal[],
): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(url(origin, path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  const paths = [...new Set([...pages.map((page) => page.path), ...categoryPaths])];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => entry(path)),
    ...deals.map((deal) => entry(dealPath(deal), deal.createdAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /go/',
    '',
    `Sitemap: ${url(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the channel describes, e.g. '/' or '/category/electronics'. */
  pagePath: string;
  /** This feed's own path, e.g. '/feed.xml'. */
  feedPath: string;
}

/**
 * The deal's price with its honest discount (shownDiscount): against the original price when the shop
 * really charged it in the 30 days before the deal, otherwise against the lowest price of those days.
 */
export function feedPriceText(deal: Deal): string {
  const shown = shownDiscount(deal);
  const price = formatPrice(deal.currentPrice);
  if (!shown.listPriceOnly) {
    return shown.percent > 0
      ? `${price} (was ${formatPrice(shown.reference)}, ${shown.percent}% off)`
      : price;
  }
  const listPrice = `${SHOP_LIST_PRICE.toLowerCase()} ${formatPrice(deal.originalPrice)}`;
  return shown.percent > 0
    ? `${price} (${shown.percent}% off its 30-day low of ${formatPrice(shown.reference)}; ${listPrice})`
    : `${price} (${listPrice})`;
}

const itemXml = (origin: string, deal: Deal) => {
  const link = escapeXml(url(origin, dealPath(deal)));
  const price = `${feedPriceText(deal)} at ${deal.store}.`;
  return [
    '    <item>',
    `      <title>${escapeXml(deal.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(`${deal.description} ${price}`.trim())}</description>`,
    `      <category>${escapeXml(categoryName(deal.category))}</category>`,
    `      <pubDate>${new Date(deal.createdAt).toUTCString()}</pubDate>`,
    '    </item>',
  ].join('\n');
};

/** `lastChanged`: when the listed deals last changed (the channel's build date). */
export function rssXml(origin: string, channel: FeedChannel, deals: Deal[], lastChanged: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(url(origin, channel.pagePath))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastChanged.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(url(origin, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...deals.map((deal) => itemXml(origin, deal)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export const mainChannel: FeedChannel = {
  title: `${SITE_TITLE}: newest deals`,
  description: SITE_DESCRIPTION,
  pagePath: '/',
  feedPath: '/feed.xml',
};

export const categoryChannel = (slug: string): FeedChannel => ({
  title: `${SITE_TITLE}: ${categoryName(slug)} deals`,
  description: `The newest ${categoryName(slug)} deals on ${SITE_TITLE}.`,
  pagePath: `/category/${slug}`,
  feedPath: `/feed/${slug}.xml`,
});

export const storeChannel = (store: Pick<StoreEntry, 'slug' | 'name'>): FeedChannel => ({
  title: `${SITE_TITLE}: ${store.name} deals`,
  description: `The newest ${store.name} deals on ${SITE_TITLE}.`,
  pagePath: storePath(store.slug),
  feedPath: storeFeedPath(store.slug),
});
