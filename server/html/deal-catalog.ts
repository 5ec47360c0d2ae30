// The live deals the server draws pages from: own deals (from the database) and affiliate deals, merged
// own-first exactly as the app's sync merges them, held in memory and answered through the same list
// reader the app uses (src/shared/deal/deal-list-reader.ts), so a drawn page lists what the app will list.
// The list is read again only when the deals changed: a write (the change number moved) or a new
// affiliate list. Whether they did is checked at most once per API_CACHE_MS; deals that end meanwhile are
// left out by the reader, which compares end dates with the moment asked about.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { createListReader, type ListReader } from '../../src/shared/deal/deal-list-reader.ts';
import { isExpired, mergeOwnFirst } from '../../src/shared/deal/deal-rules.ts';
import type { AffiliateSource } from '../affiliate/affiliate-source.ts';
import type { Database } from '../db/client.ts';
import { latestChange } from '../db/deals/deal-changes.ts';
import { firstTold } from '../db/deals/deal-display.ts';
import { listNewestLiveDeals } from '../db/deals/deal-listing.ts';

export interface DealCatalog {
  /** The current live deals, ready for questions. */
  reader(): Promise<ListReader>;
}

interface Snapshot {
  change: number;
  /** When a deal drawn as new shows its temperature: the deals are read again then. */
  toldAt: number;
  affiliate: readonly Deal[];
  reader: ListReader;
  checkedAt: number;
}

interface CatalogSources {
  db: Database;
  affiliate: AffiliateSource;
  clock: () => Date;
  /** How long a check that nothing changed holds. */
  reuseMs: number;
  /** How long a new deal's temperature is kept back. */
  hideNewMs: number;
}

/** The affiliate source hands out a new list each time, of the same deal objects while its list holds. */
const sameDeals = (a: readonly Deal[], b: readonly Deal[]) =>
  a.length === b.length && a.every((deal, index) => deal === b[index]);

export function createDealCatalog({ db, affiliate, clock, reuseMs, hideNewMs }: CatalogSources): DealCatalog {
  let snapshot: Snapshot | undefined;
  let refreshing: Promise<Snapshot> | undefined;

  async function refresh(): Promise<Snapshot> {
    const now = clock();
    // The change number first: a write that lands while the deals are read is read again next time.
    const [change, affiliateDeals] = await Promise.all([latestChange(db), affiliate.list()]);
    if (
      snapshot &&
      snapshot.change === change &&
      now.getTime() < snapshot.toldAt &&
      sameDeals(snapshot.affiliate, affiliateDeals)
    ) {
      snapshot = { ...snapshot, checkedAt: now.getTime() };
      return snapshot;
    }
    const own = await listNewestLiveDeals(db, { now, hideNewMs });
    snapshot = {
      change,
      toldAt: firstTold(own, hideNewMs),
      affiliate: affiliateDeals,
      reader: createListReader(mergeOwnFirst(own, affiliateDeals)),
      checkedAt: now.getTime(),
    };
    return snapshot;
  }

  return {
    async reader() {
      if (snapshot && clock().getTime() - snapshot.checkedAt < reuseMs) return snapshot.reader;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return (await refreshing).reader;
    },
  };
}

/**
 * The reader as pages see it: a deal page exists only while its deal runs (an ended deal's address answers
 * 404), so an ended deal still held in memory is no deal at all.
 */
export function runningDealsReader(reader: ListReader, now: Date): ListReader {
  return {
    ...reader,
    byId: (id) => {
      const deal = reader.byId(id);
      return deal && !isExpired(deal, now) ? deal : null;
    },
  };
}
