// The questions screens ask about deals, answered from IndexedDB through its indexes. A plain list answers
// the same questions identically (src/shared/deal/deal-list-reader.ts): the in-memory fallback when storage
// failed, and the server drawing a page. Listings leave expired deals out.
import type { DealReader } from '@shared/deal/deal-list-reader';
import { compareTopDeals, matchesSearch, rankSearchResults, sortDeals } from '@shared/deal/deal-rules';
import { searchTerms } from '@shared/deal/search-terms';
import type { IndexableType } from 'dexie';
import { type DealRow, db } from './database';
import { toDeal } from './deal-rows';
import { idsForTerm } from './search-index';

export type { DealReader } from '@shared/deal/deal-list-reader';

/** Below this many candidates, the remaining search words are checked in memory, not by the index. */
const SMALL_CANDIDATE_SET = 200;

/** Rows per read: thousands of rows decoded at once block the page for hundreds of milliseconds. */
const READ_CHUNK = 250;

/**
 * The rows of these keys, a chunk at a time so the page stays responsive (and other queries get their
 * turn) between chunks. Each chunk is one read over a primary-key range, far cheaper than one read per
 * key; rows in that range that were not asked for are dropped.
 */
async function rowsInChunks(keys: readonly string[]): Promise<DealRow[]> {
  const sorted = [...keys].sort(indexedDB.cmp.bind(indexedDB));
  const wanted = new Set(keys);
  const rows: DealRow[] = [];
  for (let start = 0; start < sorted.length; start += READ_CHUNK) {
    const first = sorted[start]!;
    const last = sorted[Math.min(start + READ_CHUNK, sorted.length) - 1]!;
    const chunk = await db.deals.where(':id').between(first, last, true, true).toArray();
    for (const row of chunk) if (wanted.has(row.id)) rows.push(row);
  }
  return rows;
}

const running = (now: number) => (deal: { expiresAt: number }) => deal.expiresAt > now;
const byId = (a: DealRow, b: DealRow) => indexedDB.cmp(a.id, b.id);
const firstOf = <T>(list: T[], limit?: number) => (limit === undefined ? list : list.slice(0, limit));

/** A query over the cached deals, as the table hands it out. */
type DealCollection = ReturnType<typeof db.deals.toCollection>;

/**
 * The first `limit` running rows of `ordered` (an index read in the list's order), plus every running row
 * whose key ties with the last of them (`ties` reads those), in primary-key order. Ordering these the way
 * the whole list would be ordered gives exactly the list's first `limit`, without reading the rest.
 */
async function firstWithTies(
  ordered: DealCollection,
  keyOf: (row: DealRow) => IndexableType,
  ties: (key: IndexableType) => DealCollection,
  limit: number,
  now: number,
): Promise<DealRow[]> {
  if (limit <= 0) return [];
  const first = await ordered.filter(running(now)).limit(limit).toArray();
  if (first.length < limit) return first.sort(byId);
  const lastKey = keyOf(first[first.length - 1]!);
  const tied = await ties(lastKey).filter(running(now)).toArray();
  const ahead = first.filter((row) => indexedDB.cmp(keyOf(row), lastKey) !== 0);
  return [...ahead, ...tied].sort(byId);
}
/** Index range of one category's deals that end after `now` (Infinity: no end date). */
const categoryRange = (slug: string, now: number) =>
  db.deals.where('[category+expiresAt]').between([slug, now], [slug, Number.POSITIVE_INFINITY], false, true);

/**
 * `ask`'s reads of the deals (and their search index) in one read transaction. A screen's question may be
 * dozens of reads (the home page's rows: some sixty), and each read outside a transaction opens one of its
 * own, which costs a round trip to storage and Dexie's set-up on the page's thread.
 */
export const readTogether = <T>(ask: () => Promise<T>): Promise<T> =>
  db.transaction('r', [db.deals, db.searchIndex], ask);

export const databaseReader: DealReader = {
  async active(now) {
    const keys = await db.deals.where('expiresAt').above(now).primaryKeys();
    return sortDeals((await rowsInChunks(keys)).map(toDeal), 'newest');
  },
  async inCategory(slug, now) {
    if (slug === 'all') return this.active(now);
    const keys = await categoryRange(slug, now).primaryKeys();
    return sortDeals((await rowsInChunks(keys)).map(toDeal), 'newest');
  },
  async byId(id) {
    const row = await db.deals.get(id);
    return row ? toDeal(row) : null;
  },
  async today(now, limit) {
    // Today-only deals are few; they are sorted here rather than given an index of their own.
    const rows = await db.deals.where('todayOnly').equals(1).filter(running(now)).toArray();
    return firstOf(sortDeals(rows.map(toDeal), 'newest'), limit);
  },
  async trending(now, limit) {
    // Rows without a rank are not in the index, so this walks only ranked deals.
    const ranked = db.deals.orderBy('trendingRank').filter((row) => row.trending && running(now)(row));
    return (await (limit === undefined ? ranked : ranked.limit(limit)).toArray()).map(toDeal);
  },
  async popular(now, limit) {
    const ranked = db.deals.orderBy('popularRank').filter(running(now));
    return (await (limit === undefined ? ranked : ranked.limit(limit)).toArray()).map(toDeal);
  },
  async top(now, limit) {
    const rows = await firstWithTies(
      db.deals.orderBy('topKey').reverse(),
      (row) => row.topKey,
      (key) => db.deals.where('topKey').equals(key),
      limit,
      now,
    );
    return sortDeals(rows.map(toDeal), 'newest').sort(compareTopDeals).slice(0, limit);
  },
  async categoryPreview(slug, now, limit) {
    const [total, rows] = await Promise.all([
      categoryRange(slug, now).count(),
      firstWithTies(
        db.deals
          .where('[category+createdMs]')
          .between([slug, Number.NEGATIVE_INFINITY], [slug, Number.POSITIVE_INFINITY], true, true)
          .reverse(),
        (row) => [row.category, row.createdMs],
        (key) => db.deals.where('[category+createdMs]').equals(key),
        limit,
        now,
      ),
    ]);
    return { total, deals: sortDeals(rows.map(toDeal), 'newest').slice(0, limit) };
  },
  async categoryCounts(now) {
    // The compound index serves this too, so the deals need no index of their own on category.
    const pairs = await db.deals.orderBy('[category+expiresAt]').uniqueKeys();
    const slugs = [...new Set(pairs.map((pair) => String((pair as unknown[])[0])))];
    const counts = await Promise.all(slugs.map((slug) => categoryRange(slug, now).count()));
    const byCategory: Record<string, number> = {};
    slugs.forEach((slug, index) => {
      if (counts[index]! > 0) byCategory[slug] = counts[index]!;
    });
    return { total: counts.reduce((sum, count) => sum + count, 0), byCategory };
  },
  async search(query, now) {
    // Longest words first: they narrow the candidates fastest. Only keys are read until the end.
    const terms = [...new Set(searchTerms(query))].sort((a, b) => b.length - a.length);
    if (terms.length === 0) return [];
    // One read transaction for the index and the rows: each transaction costs a round trip to storage.
    const rows = await db.transaction('r', [db.searchIndex, db.deals], async () => {
      let candidates: Set<string> | undefined;
      for (const term of terms) {
        if (candidates && candidates.size <= SMALL_CANDIDATE_SET) break;
        const keys = await idsForTerm(term);
        candidates = candidates ? new Set([...candidates].filter((id) => keys.has(id))) : keys;
        if (candidates.size === 0) return [];
      }
      return db.deals.bulkGet([...(candidates ?? [])]);
    });
    // In key order, as the list reader has them: equally ranked results keep that order.
    const matches = rows
      .filter((row) => row !== undefined && running(now)(row))
      .sort((a, b) => byId(a!, b!))
      .map((row) => toDeal(row!))
      .filter((deal) => matchesSearch(deal, query));
    return rankSearchResults(matches, query);
  },
};
