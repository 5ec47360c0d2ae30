// How many members watch the product a deal links to: the deal page's "N members watch this", answered by
// GET /api/deals/:id/watchers and drawn on the deal page by the server.
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { Queryable } from '../db/transaction.ts';
import { countWatchers } from '../db/watch-repository.ts';
import { checkProductLink } from './product-link.ts';

export async function countDealWatchers(db: Queryable, deal: Pick<Deal, 'affiliateUrl'>): Promise<number> {
  // Deals carry no GTIN: the shop link's comparison key is what ties a deal to a watched product.
  const link = checkProductLink(deal.affiliateUrl);
  return countWatchers(db, { key: link.ok ? link.key : undefined });
}
