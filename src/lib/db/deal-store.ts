// The write side of the deal cache. Each sync lands in one transaction, so screens never see half a
// sync; deals the source no longer lists are deleted, and the search index follows, in the same
// transaction. (A first sync into an empty cache stores its pages as they arrive: see storeFirstSyncPage.)
// If the browser refuses the write (storage full or unavailable), the shopper is told once and the deals
// are served from memory.
import type { Deal } from '@shared/deal/deal';
import { mergeOwnFirst } from '@shared/deal/deal-rules';
import { db, type MetaKey, type MetaRow, type MetaValues } from './database';
import { toDeal, toDealRow, wordsOfDeal, wordsOfRow } from './deal-rows';
import { clearMemoryDeals, getMemoryDeals, setMemoryDeals } from './memory-fallback';
import { replaceSearchIndex, updateSearchIndex } from './search-index';
import { searchShards } from './search-shards';
import { isStorageFailure, reportStorageFailure } from './storage-errors';

export interface WriteResult {
  /** false when the deals live only in memory because the database refused them. */
  persisted: boolean;
  stored: number;
  removed: number;
}

export interface DealDeltaWrite {
  /** Own deals added or changed since the last sync. */
  upserts: readonly Deal[];
  /** Ids of own deals that are gone. */
  removed: readonly string[];
  /** The complete affiliate list, which replaces the stored one; undefined leaves it as it is. */
  affiliate?: readonly Deal[];
}

export async function getMeta<K extends MetaKey>(key: K): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta(values: Partial<MetaValues>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }) as MetaRow);
  if (rows.length > 0) await db.meta.bulkPut(rows);
}

export async function getAllMeta(): Promise<Partial<MetaValues>> {
  const rows = await db.meta.toArray();
  return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<MetaValues>;
}

/** Saved deals show what the feed says now; saved deals that left the feed keep their last snapshot. */
async function refreshWishlistSnapshots(deals: readonly Deal[]): Promise<void> {
  const saved = await db.wishlist.toArray();
  if (saved.length === 0) return;
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  const refreshed = saved.flatMap((row) => {
    const deal = byId.get(row.dealId);
    return deal ? [{ ...row, deal }] : [];
  });
  if (refreshed.length > 0) await db.wishlist.bulkPut(refreshed);
}

async function survive(
  error: unknown,
  inMemory: () => Promise<readonly Deal[]> | readonly Deal[],
  syncedAt: string,
) {
  if (!isStorageFailure(error)) throw error;
  reportStorageFailure(error);
  const deals = await inMemory();
  setMemoryDeals(deals, syncedAt);
  return { persisted: false, stored: deals.length, removed: 0 };
}

/** Whether no deal is stored (a first visit, or cleared storage). */
export const isCacheEmpty = async (): Promise<boolean> => (await db.deals.count()) === 0;

/**
 * Stores deals of a first sync as they arrive, ahead of its final replaceAllDeals (which then skips them):
 * for an empty cache only, where no earlier sync's deals could be mixed with half of this one's.
 */
export async function storeFirstSyncPage(deals: readonly Deal[]): Promise<void> {
  await db.deals.bulkPut(deals.map(toDealRow));
}

/**
 * Replaces every stored deal with `deals` and records `meta`, all or nothing. `stored`: resolves to the
 * ids of deals stored as they are already (storeFirstSyncPage), which are not written again; the search
 * index is prepared while it is awaited.
 */
export async function replaceAllDeals(
  deals: readonly Deal[],
  meta: Partial<MetaValues> = {},
  stored?: Promise<ReadonlySet<string>>,
): Promise<WriteResult> {
  const syncedAt = meta.lastSyncAt ?? new Date().toISOString();
  try {
    const index = searchShards(deals.map(wordsOfDeal));
    const already = await stored;
    const rows = (already ? deals.filter((deal) => !already.has(deal.id)) : deals).map(toDealRow);
    const removed = await db.transaction('rw', [db.deals, db.meta, db.wishlist, db.searchIndex], async () => {
      const keep = new Set(deals.map((deal) => deal.id));
      const stale = (await db.deals.toCollection().primaryKeys()).filter((id) => !keep.has(id));
      await db.deals.bulkDelete(stale);
      await db.deals.bulkPut(rows);
      await replaceSearchIndex(index);
      await setMeta(meta);
      await refreshWishlistSnapshots(deals);
      return stale.length;
    });
    clearMemoryDeals();
    return { persisted: true, stored: deals.length, removed };
  } catch (error) {
    return survive(error, () => deals, syncedAt);
  }
}

/** The same change as applyDealDelta, on a plain list (for the in-memory fallback). */
export function applyDeltaToList(base: readonly Deal[], delta: DealDeltaWrite): Deal[] {
  const removed = new Set(delta.removed);
  const byId = new Map<string, Deal>();
  for (const deal of base) if (!removed.has(deal.id)) byId.set(deal.id, deal);
  for (const deal of delta.upserts) byId.set(deal.id, deal);
  const all = [...byId.values()];
  const own = all.filter((deal) => deal.source !== 'affiliate');
  const affiliate = delta.affiliate ?? all.filter((deal) => deal.source === 'affiliate');
  return mergeOwnFirst(own, affiliate);
}

/**
 * Applies what changed since the last sync: removes and upserts own deals, then replaces the affiliate
 * deals as a whole, skipping any whose id an own deal already holds (own deals win).
 */
export async function applyDealDelta(
  delta: DealDeltaWrite,
  meta: Partial<MetaValues> = {},
): Promise<WriteResult> {
  const syncedAt = meta.lastSyncAt ?? new Date().toISOString();
  try {
    const result = await db.transaction('rw', [db.deals, db.meta, db.wishlist, db.searchIndex], async () => {
      // Every deal this delta may touch, as it was: the search index drops their old words at the end.
      const touched = [
        ...new Set([
          ...delta.removed,
          ...delta.upserts.map((deal) => deal.id),
          ...(delta.affiliate ?? []).map((deal) => deal.id),
          ...(delta.affiliate ? await db.deals.where('affiliate').equals(1).primaryKeys() : []),
        ]),
      ];
      const before = await db.deals.bulkGet(touched);
      let removed = delta.removed.length;
      await db.deals.bulkDelete([...delta.removed]);
      await db.deals.bulkPut(delta.upserts.map(toDealRow));
      let stored = delta.upserts.length;
      const changed: Deal[] = [...delta.upserts];
      if (delta.affiliate) {
        const candidates = mergeOwnFirst([], delta.affiliate);
        const existing = await db.deals.bulkGet(candidates.map((deal) => deal.id));
        const kept = candidates.filter((_, index) => {
          const row = existing[index];
          return !row || row.source === 'affiliate';
        });
        const keptIds = new Set(kept.map((deal) => deal.id));
        const previous = await db.deals.where('affiliate').equals(1).primaryKeys();
        const stale = previous.filter((id) => !keptIds.has(id));
        await db.deals.bulkDelete(stale);
        await db.deals.bulkPut(kept.map(toDealRow));
        removed += stale.length;
        stored += kept.length;
        changed.push(...kept);
      }
      const after = await db.deals.bulkGet(touched);
      await updateSearchIndex(
        before.filter((row) => row !== undefined).map(wordsOfRow),
        after.filter((row) => row !== undefined).map(wordsOfRow),
      );
      await setMeta(meta);
      await refreshWishlistSnapshots(changed);
      return { stored, removed };
    });
    clearMemoryDeals();
    return { persisted: true, ...result };
  } catch (error) {
    return survive(error, async () => applyDeltaToList(await readAllDealsSafely(), delta), syncedAt);
  }
}

/** Every cached deal (expired ones included), from memory while the fallback is active. */
export async function readAllDeals(): Promise<Deal[]> {
  const memory = getMemoryDeals();
  if (memory) return [...memory.deals];
  return (await db.deals.toArray()).map(toDeal);
}

async function readAllDealsSafely(): Promise<Deal[]> {
  try {
    return await readAllDeals();
  } catch {
    return [];
  }
}
