// The <head> tags the server writes into each page for crawlers and link previews: the same set the
// app's SeoHead renders. Each carries data-rh so the app can tell them apart and replace them.

import { inlineJson } from '../../src/shared/site/inline-json.ts';
import { pageTitle, SITE_KEYWORDS, SITE_TITLE } from '../../src/shared/site/site.ts';
import { OG_IMAGE } from '../../src/shared/site/web-manifest.ts';
import { escapeHtml } from './escape.ts';

export const SERVER_HEAD_ATTRIBUTE = 'data-rh';

/** The image link previews show when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = `/${OG_IMAGE.file}`;

export interface PageHead {
  /** The page's own title; the site title is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. '/deal/42'. */
  path: string;
  keywords?: readonly string[];
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'product';
  jsonLd?: object[];
}

const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/** Renders the tags, one per line, for the origin that canonical and social links point to. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const mark = `${SERVER_HEAD_ATTRIBUTE}="true"`;
  const fullTitle = pageTitle(head.title);
  const url = absolute(head.path, origin);
  const image = absolute(head.image ?? DEFAULT_SHARE_IMAGE, origin);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${mark} ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title ${mark}>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', (head.keywords ?? SITE_KEYWORDS).join(', ')),
    `<link ${mark} rel="canonical" href="${escapeHtml(url)}">`,
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    meta('property', 'og:site_name', SITE_TITLE),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map(
      (data) => `<script ${mark} type="application/ld+json">${inlineJson(data)}</script>`,
    ),
  ].join('\n    ');
}
