// The questions screens ask about deals, answered over a plain list: by the server when it draws a page
// (from the deals in its database), and by the app while its storage is failing (from the deals it keeps in
// memory). IndexedDB answers the same questions through its indexes (src/lib/db/deal-readers.ts), with the
// same answers in the same order: ties fall to the deal id, as IndexedDB's key order has them.
import type { Deal } from './deal';
import { compareTopDeals, dealSearchWords, expiresAtMs, rankSearchResults, sortDeals } from './deal-rules';
import { searchTerms } from './search-terms';

/** Running deals of a category: how many, and the newest few. */
export interface CategoryPreview {
  total: number;
  deals: Deal[];
}

export interface CategoryCounts {
  /** Running deals in all categories. */
  total: number;
  /** Running deals per category slug; categories without running deals are absent. */
  byCategory: Record<string, number>;
}

/** An answer given at once (a list) or later (IndexedDB). */
export type Awaitable<T> = T | Promise<T>;

/**
 * Whether the answer is still to come. Not `instanceof Promise`: IndexedDB's answers come as Dexie's own
 * promises inside its live queries.
 */
export const isPending = <T>(answer: Awaitable<T>): answer is Promise<T> =>
  typeof (answer as { then?: unknown } | null)?.then === 'function';

/** `work` applied to the answer, at once when the answer is there already. */
export const thenAnswer = <T, U>(answer: Awaitable<T>, work: (value: T) => U): Awaitable<U> =>
  isPending(answer) ? answer.then(work) : work(answer);

/** Several answers as one, given at once when all of them are. */
export function allAnswers<T extends object>(answers: { [K in keyof T]: Awaitable<T[K]> }): Awaitable<T> {
  const entries = Object.entries(answers);
  if (!entries.some(([, answer]) => isPending(answer))) return answers as T;
  return Promise.all(entries.map(async ([key, answer]) => [key, await answer] as const)).then(
    (settled) => Object.fromEntries(settled) as T,
  );
}

/** Every question, answered at once (a list) or later (IndexedDB). */
export interface DealReader {
  /** Running deals, newest first. */
  active(now: number): Awaitable<Deal[]>;
  /** Running deals of a category ('all' for every category), newest first. */
  inCategory(slug: string, now: number): Awaitable<Deal[]>;
  /** Any deal by id, expired or not (the detail page says "expired"); null when unknown. */
  byId(id: string): Awaitable<Deal | null>;
  /** Running today-only deals, newest first; the first `limit` of them when given. */
  today(now: number, limit?: number): Awaitable<Deal[]>;
  /** Running trending deals in trendingRank order; the first `limit` of them when given. */
  trending(now: number, limit?: number): Awaitable<Deal[]>;
  /** Running popular deals in popularRank order; the first `limit` of them when given. */
  popular(now: number, limit?: number): Awaitable<Deal[]>;
  /** The `limit` strongest running deals (compareTopDeals; equal ones newest first). */
  top(now: number, limit: number): Awaitable<Deal[]>;
  /** How many running deals a category has, and its `limit` newest. */
  categoryPreview(slug: string, now: number, limit: number): Awaitable<CategoryPreview>;
  categoryCounts(now: number): Awaitable<CategoryCounts>;
  /** Running deals matching the query, best first; none for a blank query. */
  search(query: string, now: number): Awaitable<Deal[]>;
}

/** The same questions, each answered at once. */
export type ListReader = {
  [K in keyof DealReader]: (...args: Parameters<DealReader[K]>) => Awaited<ReturnType<DealReader[K]>>;
};

/** IndexedDB's order of string keys: by UTF-16 code units, which is also how `<` compares strings. */
export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byRank = (rankOf: (deal: Deal) => number | null) => (a: Deal, b: Deal) =>
  (rankOf(a) ?? Number.MAX_SAFE_INTEGER) - (rankOf(b) ?? Number.MAX_SAFE_INTEGER);

const firstOf = <T>(list: T[], limit?: number) => (limit === undefined ? list : list.slice(0, limit));

/** Answers over `deals`; build it once per list, since it sorts and remembers what it works out. */
export function createListReader(deals: readonly Deal[]): ListReader {
  const byId = [...deals].sort((a, b) => compareIds(a.id, b.id));
  const withId = new Map(byId.map((deal) => [deal.id, deal]));
  const ends = new Map(byId.map((deal) => [deal, expiresAtMs(deal.expiryDate)]));
  const active = (now: number) => byId.filter((deal) => ends.get(deal)! > now);
  const newest = (now: number, keep: (deal: Deal) => boolean = () => true) =>
    sortDeals(active(now).filter(keep), 'newest');

  return {
    active: (now) => newest(now),
    inCategory: (slug, now) => newest(now, (deal) => slug === 'all' || deal.category === slug),
    byId: (id) => withId.get(id) ?? null,
    today: (now, limit) =>
      firstOf(
        newest(now, (deal) => deal.todayOnly),
        limit,
      ),
    trending: (now, limit) =>
      firstOf(
        active(now)
          .filter((deal) => deal.trending && deal.trendingRank !== null)
          .sort(byRank((deal) => deal.trendingRank)),
        limit,
      ),
    popular: (now, limit) =>
      firstOf(
        active(now)
          .filter((deal) => deal.popularRank !== null)
          .sort(byRank((deal) => deal.popularRank)),
        limit,
      ),
    top: (now, limit) => newest(now).sort(compareTopDeals).slice(0, limit),
    categoryPreview: (slug, now, limit) => {
      const inCategory = newest(now, (deal) => deal.category === slug);
      return { total: inCategory.length, deals: inCategory.slice(0, limit) };
    },
    categoryCounts: (now) => {
      const running = active(now);
      const byCategory: Record<string, number> = {};
      for (const deal of running) byCategory[deal.category] = (byCategory[deal.category] ?? 0) + 1;
      return { total: running.length, byCategory };
    },
    search: (query, now) => {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const matches = active(now).filter((deal) => {
        const own = dealSearchWords(deal);
        return terms.every((term) => own.some((word) => word.startsWith(term)));
      });
      return rankSearchResults(matches, query);
    },
  };
}
