// schema.org data for crawlers: WebSite with its search on the home page. Deal pages use the shared
// productStructuredData, the same the app renders.
import { CONTACT, SITE_DESCRIPTION, SITE_TITLE } from '../../src/shared/site.ts';

const SCHEMA = 'https://schema.org';

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
