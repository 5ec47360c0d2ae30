import { currentOrigin } from '@lib/current-origin';
import { inlineJson } from '@shared/site/inline-json';
import { pageTitle, SITE_KEYWORDS, SITE_TITLE } from '@shared/site/site';
import { Helmet } from 'react-helmet-async';

export interface SeoHeadProps {
  title: string;
  description: string;
  /** Path of the page, e.g. '/faq'; the canonical link is built from it. */
  path: string;
  keywords?: string[];
  image?: string;
  noindex?: boolean;
  /** Structured data objects, each rendered as one JSON-LD script. */
  jsonLd?: object[];
  type?: 'website' | 'product' | 'article';
}

/** Sets the page's title, description, keywords, canonical link, social tags, robots and JSON-LD. */
export function SeoHead({
  title,
  description,
  path,
  keywords,
  image,
  noindex,
  jsonLd = [],
  type = 'website',
}: SeoHeadProps) {
  const origin = currentOrigin();
  const url = `${origin}${path}`;
  const fullTitle = pageTitle(title);
  const imageUrl = image ? new URL(image, origin || 'http://localhost').href : `${origin}/icons/og-image.png`;
  return (
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={(keywords ?? SITE_KEYWORDS).join(', ')} />
      <link rel="canonical" href={url} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <meta property="og:site_name" content={SITE_TITLE} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data) => {
        // Written into the page as HTML (on the server and in the browser): escaped so that no text in the
        // data (a deal's title, say) can end the script.
        const json = inlineJson(data);
        return (
          <script key={json.slice(0, 64)} type="application/ld+json">
            {json}
          </script>
        );
      })}
    </Helmet>
  );
}
