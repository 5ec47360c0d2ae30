// One deal sync. API mode: own and affiliate deals in parallel, every item validated (invalid ones
// logged and dropped), merged own-first, written to the cache in one transaction that also removes deals
// that are gone. Mock mode: the built-in sample data. The deals state follows spec §4: loading on, fetch,
// store the list or the error message, loading off. A failed sync leaves the cache as it was.
// The app runs it in a worker of its own (sync-worker.ts), so none of this work holds the page.

import type { MetaValues } from '@lib/db/database';
import {
  applyDealDelta,
  getAllMeta,
  isCacheEmpty,
  readAllDeals,
  replaceAllDeals,
  setMeta,
  storeFirstSyncPage,
  type WriteResult,
} from '@lib/db/deal-store';
import { isStorageFailure } from '@lib/db/storage-errors';
import { forEachInSlices } from '@lib/yield-to-main';
import type { DataSource } from '@shared/deal/data-source';
import type { Deal, DealSource } from '@shared/deal/deal';
import type { ParsedDealList } from '@shared/deal/deal-list-parser';
import { mergeOwnFirst } from '@shared/deal/deal-rules';
import { INVALID_DEAL_LOG, SYNC_FAILED_MESSAGE } from '@shared/worker-protocol/sync-texts';
import type { createStore } from 'jotai';
import { fetchAffiliateDeals } from './api/fetch-affiliate-deals';
import { fetchOwnDeals } from './api/fetch-own-deals';
import { createDealChecker, type DealChecker } from './check-deals';
import { type DealsStateUpdate, dataSourceAtom, dealsStateAtom } from './state';

export type AppStore = ReturnType<typeof createStore>;

export type SyncMode = 'full' | 'delta' | 'notModified' | 'sample';

export type SyncOutcome =
  | { ok: true; mode: SyncMode; deals: number; persisted: boolean }
  | { ok: false; error: string }
  | { ok: false; aborted: true };

export interface SyncOptions {
  signal?: AbortSignal;
  /** The sync's clock (sample dates, lastSyncAt); tests pass a fixed one. */
  now?: Date;
  /** Applies each update of the deals state; by default to the store's deals state, as it comes. */
  apply?: (update: DealsStateUpdate) => void;
}

interface Loaded {
  mode: SyncMode;
  deals: Deal[];
  write: WriteResult;
}

/** The valid deals of a parsed list, logging each one that is dropped and why. */
function keepValid({ deals, rejected }: ParsedDealList, source: DealSource): Deal[] {
  for (const { index, reason } of rejected) console.warn(INVALID_DEAL_LOG, { source, index, reason });
  return deals;
}

/** In a worker, work holds nothing a shopper sees; on the page it goes in short slices. */
const onPage = typeof document !== 'undefined';

/** Checks items into the checker: on the page in short slices, so thousands of deals never hold it. */
const addInSlices = async (checker: DealChecker, items: readonly unknown[]) => {
  if (onPage) await forEachInSlices(items, (item) => checker.add([item]));
  else await checker.add(items);
};

/** Parses a source's items, logging each one that is dropped and why. */
async function validate(items: unknown, source: DealSource, now: Date): Promise<Deal[]> {
  if (!Array.isArray(items)) throw new Error(`The ${source} deals response is not a list`);
  const checker = createDealChecker(source, { now });
  await addInSlices(checker, items);
  return keepValid(checker.result(), source);
}

/** Meta is only a shortcut (ETag, token): unreadable storage just means a full fetch. */
async function readMeta(): Promise<Partial<MetaValues>> {
  try {
    return await getAllMeta();
  } catch {
    return {};
  }
}

/**
 * Into an empty cache (a first visit) a full list's pages are stored as they arrive, each while the next
 * downloads and is checked: nothing is there that half a sync could be mixed with. A page's write is
 * started, not awaited, so checking the next page fills the time the write spends committing. Otherwise
 * (and once storage refuses a page) the list is stored whole at the end, in one transaction.
 */
class FirstSyncPages {
  readonly #stored = new Set<string>();
  readonly #writes: Promise<void>[] = [];
  #refused = false;

  store(deals: readonly Deal[]): void {
    if (this.#refused) return;
    const write = this.#write(deals);
    // Awaited by stored(); a sync that fails before then must not leave it unhandled meanwhile.
    write.catch(() => {});
    this.#writes.push(write);
  }

  /** Ids of the deals stored as they are, once every page's write has ended (none if one was refused). */
  async stored(): Promise<ReadonlySet<string>> {
    await Promise.all(this.#writes);
    return this.#refused ? new Set() : this.#stored;
  }

  async #write(deals: readonly Deal[]): Promise<void> {
    try {
      await storeFirstSyncPage(deals);
      for (const deal of deals) this.#stored.add(deal.id);
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      // The final write meets the same failure and keeps the deals in memory.
      this.#refused = true;
    }
  }
}

async function loadFromApi(now: Date, signal?: AbortSignal): Promise<Loaded> {
  const meta = await readMeta();
  // A cache filled from another source (sample data) must be replaced whole, never patched.
  const sameSource = meta.source === 'api';
  const firstSync = meta.lastSyncAt === undefined && (await isCacheEmpty()) ? new FirstSyncPages() : null;
  // A full list is validated page by page, each while the next page downloads.
  const ownPages = createDealChecker('own', { now });
  const addPage = async (items: unknown[]) => {
    const before = ownPages.result().deals.length;
    await addInSlices(ownPages, items);
    firstSync?.store(ownPages.result().deals.slice(before));
  };
  const [own, affiliateItems] = await Promise.all([
    fetchOwnDeals({
      etag: sameSource ? (meta.etag ?? null) : null,
      syncToken: sameSource ? (meta.syncToken ?? null) : null,
      signal,
      onPage: addPage,
    }),
    fetchAffiliateDeals(signal),
  ]);
  const affiliate = await validate(affiliateItems, 'affiliate', now);
  const synced: Partial<MetaValues> = { source: 'api', lastSyncAt: now.toISOString(), lastError: null };

  if (own.kind === 'full') {
    const deals = mergeOwnFirst(keepValid(ownPages.result(), 'own'), affiliate);
    const write = await replaceAllDeals(
      deals,
      { ...synced, etag: own.etag, syncToken: own.syncToken },
      firstSync?.stored(),
    );
    return { mode: 'full', deals, write };
  }
  if (own.kind === 'delta') {
    const upserts = await validate(own.items, 'own', now);
    // The ETag described the list before this delta; the token now stands for the cache.
    const write = await applyDealDelta(
      { upserts, removed: own.removed, affiliate },
      { ...synced, syncToken: own.syncToken, etag: null },
    );
    return { mode: 'delta', deals: await readAllDeals(), write };
  }
  const write = await applyDealDelta({ upserts: [], removed: [], affiliate }, synced);
  return { mode: 'notModified', deals: await readAllDeals(), write };
}

async function loadSamples(now: Date): Promise<Loaded> {
  // Loaded on demand so the sample catalog stays out of the first page's JavaScript in API mode.
  const { createSampleDeals } = await import('@shared/sample/sample-deals');
  const deals = createSampleDeals(now);
  const write = await replaceAllDeals(deals, {
    source: 'mock',
    lastSyncAt: now.toISOString(),
    etag: null,
    syncToken: null,
    lastError: null,
  });
  return { mode: 'sample', deals, write };
}

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error as { name?: unknown })?.name === 'AbortError';

async function recordError(message: string): Promise<void> {
  try {
    await setMeta({ lastError: message });
  } catch {
    // The message is in the deals state already; unusable storage is reported where deals are written.
  }
}

/** Runs one sync for the store's data source and reports what happened. */
export async function syncDeals(store: AppStore, options: SyncOptions = {}): Promise<SyncOutcome> {
  const { signal } = options;
  const update = options.apply ?? ((change: DealsStateUpdate) => store.set(dealsStateAtom, change));
  const source: DataSource = store.get(dataSourceAtom);
  const now = options.now ?? new Date();

  update({ type: 'setLoading', loading: true });
  try {
    const loaded = source === 'mock' ? await loadSamples(now) : await loadFromApi(now, signal);
    update({ type: 'setDeals', deals: loaded.deals });
    return { ok: true, mode: loaded.mode, deals: loaded.deals.length, persisted: loaded.write.persisted };
  } catch (error) {
    if (isAbort(error, signal)) return { ok: false, aborted: true };
    const message = error instanceof Error && error.message ? error.message : SYNC_FAILED_MESSAGE;
    console.error('Deal sync failed:', error);
    update({ type: 'setError', error: message });
    await recordError(message);
    return { ok: false, error: message };
  } finally {
    update({ type: 'setLoading', loading: false });
  }
}
