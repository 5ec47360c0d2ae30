// What a deal page is drawn with besides its deal, read from the database once per drawing. Each is the
// answer the API gives for it, so the app's takeover reads what the page shows (docs/decisions/0040 and
// 0047): the price history and last link check (GET /api/deals/:id/history), everyone's part of the
// discussion (GET /api/deals/:id/discussion, for our own deals: the affiliate's have none) and how many
// members watch the deal's product (GET /api/deals/:id/watchers). Nothing here is the reader's own: a page
// is drawn alike for everyone, and only the app, on the reader's device, knows their vote.
import type { PublicDiscussion } from '../../src/shared/community/community.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { PriceHistoryAnswer } from '../../src/shared/price-history/price-history.ts';
import type { DealWatchers } from '../../src/shared/watch/watch.ts';
import { readPriceHistoryAnswer } from '../catalog/price-history-answer.ts';
import { readPublicDiscussion } from '../community/discussion.ts';
import type { Database } from '../db/client.ts';
import { countDealWatchers } from '../watch/deal-watchers.ts';

export interface DealPageParts {
  priceHistory: PriceHistoryAnswer;
  discussion?: PublicDiscussion;
  watchers: DealWatchers;
}

/**
 * The parts of `deal`'s page at `now`; `ended` when members' reports ended the deal (its page shows it,
 * marked Expired, and its discussion carries it, as the API's does).
 */
export async function readDealPageParts(
  db: Database,
  deal: Deal,
  { ended, now }: { ended: boolean; now: Date },
): Promise<DealPageParts> {
  const [priceHistory, discussion, count] = await Promise.all([
    readPriceHistoryAnswer(db, deal.id, now),
    deal.source === 'own' ? readPublicDiscussion(db, deal.id, ended ? deal : undefined) : undefined,
    countDealWatchers(db, deal),
  ]);
  return { priceHistory, discussion, watchers: { dealId: deal.id, count } };
}
