// Every door a deal of our own comes through (an approved or trusted submission, the console's form and
// import, the operator's command, the seed): the deals written with their prices seen
// (server/db/deals/deal-writes.ts), their stores made sure of (server/db/store-repository.ts), and the
// deals this write added announced to the alert rules in the same transaction
// (server/alerts/alert-triggers.ts), so a deal is matched once it is live and only then.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { announceLiveDeals } from '../alerts/alert-triggers.ts';
import type { Database } from '../db/client.ts';
import { type WriteSummary, writeDeals } from '../db/deals/deal-writes.ts';
import type { PriceSighting } from '../db/price-history-repository.ts';
import { ensureStores } from '../db/store-repository.ts';

/** Inserts new deals and updates changed ones in one transaction, and announces the new ones. */
export const saveDeals = (db: Database, list: Deal[], sighting: PriceSighting): Promise<WriteSummary> =>
  writeDeals(db, list, sighting, async (tx, added) => {
    await ensureStores(tx, list);
    await announceLiveDeals(tx, added);
  });
