// The read side of the deal cache as React hooks. Each hook re-renders when the cache changes (a sync
// lands) and when a cached deal expires. Answers are undefined while the first one is loading, except on
// a page the server drew: its screens start from the answers the page came with (page-answers.ts), and
// the cache is read only once it has synced in this visit.
import { CATEGORIES } from '@shared/deal/categories';
import type { Deal } from '@shared/deal/deal';
import { type DealList, pageOf, wholeList } from '@shared/deal/deal-list';
import {
  type Awaitable,
  allAnswers,
  type CategoryCounts,
  type CategoryPreview,
  createListReader,
  type DealReader,
  isPending,
  type ListReader,
  thenAnswer,
} from '@shared/deal/deal-list-reader';
import { type SortKey, similarDeals, sortDeals } from '@shared/deal/deal-rules';
import { HOME_CATEGORY_ROWS } from '@shared/site/screen-texts';
import { useMemo, useRef } from 'react';
import { useExpiryClock } from './expiry-clock';
import { type Cache, loadCache } from './load-cache';
import { getMemoryDeals, type MemoryDeals } from './memory-fallback';
import { usePageAnswer, usePageAnswersTime } from './page-answers';
import { isStorageFailure, reportStorageFailure } from './storage-errors';
import { useCacheQuery } from './use-cache-query';
import { useMemoryDeals } from './use-memory-deals';
import './storage-failure-notice';

export type { CategoryCounts, CategoryPreview } from '@shared/deal/deal-list-reader';

/** A known category's preview, in the site's category order. */
export interface CategoryPreviewRow extends CategoryPreview {
  slug: string;
}

const memoryReaders = new WeakMap<MemoryDeals, ListReader>();

/** The in-memory deals' reader, made once per list. */
function memoryReader(memory: MemoryDeals): ListReader {
  let reader = memoryReaders.get(memory);
  if (!reader) {
    reader = createListReader(memory.deals);
    memoryReaders.set(memory, reader);
  }
  return reader;
}

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

/**
 * `ask` put to the database, its reads in one transaction, or to the in-memory list while storage is
 * failing.
 */
async function askCache<T>(
  cache: Cache,
  memory: MemoryDeals | null,
  ask: (reader: DealReader) => Awaitable<T>,
  empty: T,
): Promise<T> {
  if (memory) return ask(memoryReader(memory));
  return askSafely(() => cache.readTogether(async () => ask(cache.databaseReader)), empty);
}

/** The server's reader answers at once; only the database's answers come later. */
function atOnce<T>(answer: Awaitable<T>): T {
  if (isPending(answer))
    throw new Error('A page drawn on the server asked a question it cannot answer at once.');
  return answer;
}

type Ask<T> = (reader: DealReader, now: number) => Awaitable<T>;

interface Question<T> {
  /** Names the question and everything it depends on; the page's answers are filed under it. */
  key: string;
  ask: Ask<T>;
  /** The answer to a question the cache cannot answer (storage failing). */
  empty: T;
  /** The part of the answer a server-drawn page carries, when the whole is large. */
  carried?: (answer: T) => T;
}

/**
 * The answer to `question`: the page's, while the page's answers are in use, then the cache's. The page's
 * answer stays on screen until the cache's arrives.
 */
function useDealQuery<T>(question: Question<T>): T | undefined {
  return useDealAnswer(question).answer;
}

/** The same, saying whether the answer is the page's. */
function useDealAnswer<T>({ key, ask, empty, carried }: Question<T>): {
  answer: T | undefined;
  fromPage: boolean;
} {
  const fromPage = usePageAnswer(key, (reader, now) => atOnce(ask(reader, now)), carried);
  const reading = fromPage === undefined;
  const memory = useMemoryDeals();
  const now = useExpiryClock(reading);
  const answer = useCacheQuery(
    reading ? (cache) => askCache(cache, memory, (reader) => ask(reader, now), empty) : null,
    [key, memory, now],
    fromPage,
  );
  return { answer, fromPage: !reading };
}

const NO_DEALS: Deal[] = [];
const NO_COUNTS: CategoryCounts = { total: 0, byCategory: {} };

/** Every running deal, newest first. */
export const useLiveDeals = (): Deal[] | undefined =>
  useDealQuery({ key: 'active', ask: (reader, now) => reader.active(now), empty: NO_DEALS });

/**
 * The deal with this id: undefined while loading, null when no deal has it, the deal otherwise (even when
 * expired). `fromPage` when the answer is the server-drawn page's: final until the cache has synced.
 */
export const useDealLookup = (id: string): { deal: Deal | null | undefined; fromPage: boolean } => {
  const { answer, fromPage } = useDealAnswer<Deal | null>({
    key: `deal:${id}`,
    ask: (reader) => reader.byId(id),
    empty: null,
  });
  return { deal: answer, fromPage };
};

/** undefined while loading, null when no deal has this id, the deal otherwise (even when expired). */
export const useDealById = (id: string): Deal | null | undefined => useDealLookup(id).deal;

/** Up to four other running deals of the deal's category. */
export const useSimilarDeals = (deal: Deal): Deal[] | undefined =>
  useDealQuery({
    key: `similar:${deal.id}`,
    ask: (reader, now) => thenAnswer(reader.inCategory(deal.category, now), (all) => similarDeals(deal, all)),
    empty: NO_DEALS,
  });

/** Per store slug (`slugOf` says a deal's), its running deals and those at their lowest in 90 days. */
export type StoreDealCounts = Record<string, { deals: number; lowest: number }>;

/** How many running deals each store has; `key` names the directory `slugOf` comes from. */
export const useStoreDealCounts = (
  key: string,
  slugOf: (deal: Deal) => string,
): StoreDealCounts | undefined =>
  useDealQuery({
    key: `store-counts:${key}`,
    ask: (reader, now) =>
      thenAnswer(reader.active(now), (deals) => {
        const counts: StoreDealCounts = {};
        for (const deal of deals) {
          const slug = slugOf(deal);
          const count = counts[slug] ?? { deals: 0, lowest: 0 };
          counts[slug] = count;
          count.deals += 1;
          if (deal.priceTruth?.lowestIn90Days) count.lowest += 1;
        }
        return counts;
      }),
    empty: {},
  });

export const useCategoryCounts = (): CategoryCounts | undefined =>
  useDealQuery({ key: 'counts', ask: (reader, now) => reader.categoryCounts(now), empty: NO_COUNTS });

/** What the home page shows: its rows of top, today's, trending and popular deals, and a row per category. */
export interface HomeRows {
  top: Deal[];
  today: Deal[];
  trending: Deal[];
  popular: Deal[];
  /** Each known category's running-deal count and newest deals, in the site's category order. */
  categories: CategoryPreviewRow[];
  /** The server's answer: final as it is. */
  fromPage?: boolean;
}

const NO_ROWS: HomeRows = { top: [], today: [], trending: [], popular: [], categories: [] };

/**
 * Every home row in one read, each row reading only the deals it shows (`topSize` top deals, `rowSize` of
 * the others; of the categories without a row, only their counts), so a sync of thousands of deals costs a
 * few small reads.
 */
export const useHomeRows = (topSize: number, rowSize: number): HomeRows | undefined =>
  useDealQuery<HomeRows>({
    key: `home:${topSize}:${rowSize}`,
    ask: (reader, now) =>
      allAnswers<HomeRows>({
        top: reader.top(now, topSize),
        today: reader.today(now, rowSize),
        trending: reader.trending(now, rowSize),
        popular: reader.popular(now, rowSize),
        categories: thenAnswer(
          allAnswers<Record<string, CategoryPreview>>(
            Object.fromEntries(
              CATEGORIES.map(({ slug }) => [
                slug,
                reader.categoryPreview(slug, now, HOME_CATEGORY_ROWS.includes(slug) ? rowSize : 0),
              ]),
            ),
          ),
          (bySlug) => CATEGORIES.map(({ slug }) => ({ slug, ...bySlug[slug]! })),
        ),
      }),
    empty: NO_ROWS,
    carried: (rows) => ({ ...rows, fromPage: true }),
  });

/** A listing the screens page through. */
export type ListName =
  | { kind: 'category'; slug: string }
  /** A store's deals: `belongs` says which (src/shared/store/store-matching.ts); `slug` names the list. */
  | { kind: 'store'; slug: string; belongs: (deal: Deal) => boolean }
  | { kind: 'today' }
  | { kind: 'trending' }
  | { kind: 'popular' };

const listKey = (list: ListName) =>
  list.kind === 'category' || list.kind === 'store' ? `${list.kind}/${list.slug}` : list.kind;

const readList = (list: ListName): Ask<Deal[]> => {
  switch (list.kind) {
    case 'category':
      return (reader, now) => reader.inCategory(list.slug, now);
    case 'store':
      return (reader, now) => thenAnswer(reader.active(now), (deals) => deals.filter(list.belongs));
    case 'today':
      return (reader, now) => reader.today(now);
    case 'trending':
      return (reader, now) => reader.trending(now);
    case 'popular':
      return (reader, now) => reader.popular(now);
  }
};

/**
 * A listing, in `sort` order when given (otherwise in its own), as a screen showing its page `page` needs
 * it: the whole list from the cache (so 'Show more' costs nothing), or the page alone that the server drew.
 */
export function useDealList(list: ListName, sort: SortKey | undefined, page: number): DealList | undefined {
  const read = readList(list);
  const inOrder = (deals: readonly Deal[]) => (sort ? sortDeals(deals, sort) : deals);
  const fromPage = usePageAnswer(
    `list:${listKey(list)}:${sort ?? ''}:${page}`,
    (reader, now) => wholeList(inOrder(atOnce(read(reader, now)))),
    (whole) => pageOf(whole, page),
  );
  const reading = fromPage === undefined;
  const memory = useMemoryDeals();
  const now = useExpiryClock(reading);
  const deals = useCacheQuery(
    reading ? (cache) => askCache(cache, memory, (reader) => read(reader, now), NO_DEALS) : null,
    [listKey(list), memory, now],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `inOrder` only depends on `sort`.
  const fromCache = useMemo(() => deals && wholeList(inOrder(deals)), [deals, sort]);
  // The page's answer stays on screen until the cache's arrives.
  const lastFromPage = useRef(fromPage);
  if (fromPage) lastFromPage.current = fromPage;
  return fromPage ?? fromCache ?? lastFromPage.current;
}

/**
 * The search results a server-drawn search page came with (page `page` of them), while they are in use;
 * undefined otherwise. The search itself runs on the cache (searchDeals).
 */
export const useSearchPageAnswer = (query: string, page: number): DealList | undefined =>
  usePageAnswer(
    `search:${query}:${page}`,
    (reader, now) => wholeList(reader.search(query, now)),
    (whole) => pageOf(whole, page),
  );

/** Each search's span over the cache, from asking to answered, in the page's performance timeline (read by bench:data). */
export const SEARCH_MEASURE = 'rarefinds:search';

/** The same search, outside React (for the app-wide search state). */
export async function searchDeals(query: string, now: number = Date.now()): Promise<Deal[]> {
  const started = performance.now();
  const cache = await loadCache();
  const results = await askCache(cache, getMemoryDeals(), (reader) => reader.search(query, now), NO_DEALS);
  performance.measure(SEARCH_MEASURE, { start: started, detail: { query, found: results.length } });
  return results;
}

/** Time of the last successful sync ('Prices as of …'): undefined while loading, null before any sync. */
export function useLastSync(): Date | null | undefined {
  const memory = useMemoryDeals();
  // While a server-drawn page's answers are in use, the cache has not synced in this visit: not worth reading.
  const pageAnswersInUse = usePageAnswersTime() !== undefined;
  const stored = useCacheQuery(
    pageAnswersInUse
      ? null
      : ({ db }) =>
          askSafely(
            async () => ((await db.meta.get('lastSyncAt'))?.value as string | undefined) ?? null,
            null,
          ),
    [],
  );
  const value = memory ? memory.syncedAt : stored;
  return value === undefined ? undefined : value === null ? null : new Date(value);
}
