// The store directory every page and device reads (src/shared/store/store.ts): the stores of the database,
// a store for each affiliate deal's shop no store claims (its name makes its slug, as on its cards), and
// every live code with its record (and those ended lately, which the store pages fold away). Read at most once per API_CACHE_MS (codes that end meanwhile are left out
// by whoever reads it, as deals are), and answered as one body with its entity tag.
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { StoreDirectory, StoreEntry } from '../../src/shared/store/store.ts';
import { createStoreMatcher, storeSlugOf } from '../../src/shared/store/store-matching.ts';
import type { AffiliateSource } from '../affiliate/affiliate-source.ts';
import type { Database } from '../db/client.ts';
import { listShownCoupons } from '../db/coupon-repository.ts';
import { listStores } from '../db/store-repository.ts';
import { ReusableBody } from '../http/reusable-body.ts';

export interface ReadDirectory {
  directory: StoreDirectory;
  /** The directory as GET /api/stores sends it. */
  body: ReusableBody;
}

export interface StoreDirectorySource {
  read(): Promise<ReadDirectory>;
  /** Reads it again at the next ask: a write changed it. */
  forget(): void;
}

/** Stores for the deals no store claims: one per name (affiliate deals are never written, so never filled). */
export function impliedStores(stores: readonly StoreEntry[], deals: readonly Deal[]): StoreEntry[] {
  const matcher = createStoreMatcher(stores);
  const implied = new Map<string, StoreEntry>();
  for (const deal of deals) {
    const slug = matcher.slugOf(deal);
    if (matcher.bySlug(slug) || implied.has(slug) || slug !== storeSlugOf(deal.store)) continue;
    implied.set(slug, {
      slug,
      name: deal.store.trim(),
      hosts: [],
      aliases: [],
      logo: null,
      description: '',
      affiliateNote: '',
    });
  }
  return [...implied.values()];
}

export function createStoreDirectory(sources: {
  db: Database;
  affiliate: AffiliateSource;
  clock: () => Date;
  reuseMs: number;
}): StoreDirectorySource {
  let kept: (ReadDirectory & { until: number }) | undefined;
  let reading: Promise<ReadDirectory & { until: number }> | undefined;

  async function readNow() {
    const now = sources.clock();
    const [stores, coupons, affiliate] = await Promise.all([
      listStores(sources.db),
      listShownCoupons(sources.db, now),
      sources.affiliate.list(),
    ]);
    const directory: StoreDirectory = {
      stores: [...stores, ...impliedStores(stores, affiliate)].sort((a, b) =>
        a.name.localeCompare(b.name, 'en'),
      ),
      coupons,
    };
    return {
      directory,
      body: new ReusableBody(Buffer.from(JSON.stringify(directory))),
      until: now.getTime() + sources.reuseMs,
    };
  }

  return {
    async read() {
      if (kept && sources.clock().getTime() < kept.until) return kept;
      reading ??= readNow().finally(() => {
        reading = undefined;
      });
      kept = await reading;
      return kept;
    },
    forget() {
      kept = undefined;
    },
  };
}
