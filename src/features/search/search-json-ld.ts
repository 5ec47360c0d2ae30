import { paths } from '@config/paths';
import { type DealList, dealsOnPage, pageStart } from '@shared/deal/deal-list';

/** How many results the structured data lists; crawlers need a sample, not thousands. */
const LISTED_RESULTS = 20;

/** schema.org SearchResultsPage whose main entity is the list of matching deals, from the page shown. */
export function searchResultsJsonLd(query: string, results: DealList, page: number, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    name: `Search results for "${query}"`,
    url: new URL(paths.searchFor(query), origin).href,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: results.total,
      itemListElement: dealsOnPage(results, page)
        .slice(0, LISTED_RESULTS)
        .map((deal, index) => ({
          '@type': 'ListItem',
          position: pageStart(page) + index + 1,
          url: new URL(paths.deal(deal.id), origin).href,
          name: deal.title,
        })),
    },
  };
}
