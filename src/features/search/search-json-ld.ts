import { paths } from '@config/paths';
import type { Deal } from '@shared/deal';

/** How many results the structured data lists; crawlers need a sample, not thousands. */
const LISTED_RESULTS = 20;

/** schema.org SearchResultsPage whose main entity is the list of matching deals. */
export function searchResultsJsonLd(query: string, results: readonly Deal[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    name: `Search results for "${query}"`,
    url: new URL(paths.searchFor(query), origin).href,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: results.length,
      itemListElement: results.slice(0, LISTED_RESULTS).map((deal, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: new URL(paths.deal(deal.id), origin).href,
        name: deal.title,
      })),
    },
  };
}
