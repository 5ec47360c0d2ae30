// The read side of the deal cache as React hooks. Each hook re-renders when the cache changes (a sync
// lands) and when a cached deal expires. Lists return undefined while the first answer is loading.
import { CATEGORIES } from '@shared/categories';
import type { Deal } from '@shared/deal';
import type { CategoryCounts, CategoryPreview, DealReader } from './deal-readers';
import { useExpiryClock } from './expiry-clock';
import { type Cache, loadCache } from './load-cache';
import { getMemoryDeals, type MemoryDeals, useMemoryDeals } from './memory-fallback';
import { isStorageFailure, reportStorageFailure } from './storage-errors';
import { useCacheQuery } from './use-cache-query';

export type { CategoryCounts, CategoryPreview } from './deal-readers';

/** A known category's preview, in the site's category order. */
export interface CategoryPreviewRow extends CategoryPreview {
  slug: string;
}

/** The database, or the in-memory list while storage is failing. */
const readerOf = (cache: Cache, memory: MemoryDeals | null): DealReader =>
  memory ? cache.listReader(memory.deals) : cache.databaseReader;

/** Storage that cannot be read (IndexedDB missing or broken) answers `empty` instead of breaking the screen. */
async function askSafely<T>(ask: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    reportStorageFailure(error);
    return empty;
  }
}

function useDealQuery<T>(
  ask: (reader: DealReader, now: number) => Promise<T>,
  deps: unknown[],
  empty: T,
): T | undefined {
  const memory = useMemoryDeals();
  const now = useExpiryClock();
  return useCacheQuery(
    (cache) => askSafely(() => ask(readerOf(cache, memory), now), empty),
    [memory, now, ...deps],
  );
}

const NO_DEALS: Deal[] = [];
const NO_COUNTS: CategoryCounts = { total: 0, byCategory: {} };
const NO_PREVIEWS: CategoryPreviewRow[] = [];

/** Every running deal, newest first. */
export const useLiveDeals = (): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.active(now), [], NO_DEALS);

/** Running deals of one category, or of all with 'all', newest first. */
export const useDealsInCategory = (slug: string): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.inCategory(slug, now), [slug], NO_DEALS);

/** undefined while loading, null when no deal has this id, the deal otherwise (even when expired). */
export const useDealById = (id: string): Deal | null | undefined =>
  useDealQuery((reader) => reader.byId(id), [id], null);

/** Today-only deals, newest first; only the first `limit` are read when given. */
export const useTodayDeals = (limit?: number): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.today(now, limit), [limit], NO_DEALS);

/** Trending deals in trendingRank order; only the first `limit` are read when given. */
export const useTrendingDeals = (limit?: number): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.trending(now, limit), [limit], NO_DEALS);

/** Popular deals in popularRank order; only the first `limit` are read when given. */
export const usePopularDeals = (limit?: number): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.popular(now, limit), [limit], NO_DEALS);

/** The `limit` strongest running deals, read through their index rather than from the whole cache. */
export const useTopDeals = (limit: number): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.top(now, limit), [limit], NO_DEALS);

/** Each known category's running-deal count and `perCategory` newest deals, in the site's category order. */
export const useCategoryPreviews = (perCategory: number): CategoryPreviewRow[] | undefined =>
  useDealQuery(
    (reader, now) =>
      Promise.all(
        CATEGORIES.map(async ({ slug }) => ({
          slug,
          ...(await reader.categoryPreview(slug, now, perCategory)),
        })),
      ),
    [perCategory],
    NO_PREVIEWS,
  );

export const useCategoryCounts = (): CategoryCounts | undefined =>
  useDealQuery((reader, now) => reader.categoryCounts(now), [], NO_COUNTS);

/** Running deals matching the query, best first; an empty list for a blank query. */
export const useDealSearch = (query: string): Deal[] | undefined =>
  useDealQuery((reader, now) => reader.search(query, now), [query], NO_DEALS);

/** The same search, outside React (for the app-wide search state). */
export async function searchDeals(query: string, now: number = Date.now()): Promise<Deal[]> {
  const cache = await loadCache();
  return askSafely(() => readerOf(cache, getMemoryDeals()).search(query, now), NO_DEALS);
}

/** Time of the last successful sync ('Prices as of …'): undefined while loading, null before any sync. */
export function useLastSync(): Date | null | undefined {
  const memory = useMemoryDeals();
  const stored = useCacheQuery(
    ({ db }) =>
      askSafely(async () => ((await db.meta.get('lastSyncAt'))?.value as string | undefined) ?? null, null),
    [],
  );
  const value = memory ? memory.syncedAt : stored;
  return value === undefined ? undefined : value === null ? null : new Date(value);
}
