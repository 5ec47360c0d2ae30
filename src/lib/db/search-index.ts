// The stored search index (see search-shards.ts): rebuilt by a full sync, patched by a delta, read by search.
// Writers call these inside their own transaction, which must include db.searchIndex.
import { db } from './database';
import {
  addWords,
  fromShardRow,
  idsInShards,
  removeWords,
  type SearchShardRow,
  type Shards,
  shardOf,
  toShardRow,
  type WordsOfDeal,
} from './search-shards';

/** Replaces the whole index with these shards (searchShards of every deal's words). */
export async function replaceSearchIndex(shards: readonly SearchShardRow[]): Promise<void> {
  await db.searchIndex.clear();
  await db.searchIndex.bulkPut(shards);
}

/**
 * Moves deals in the index: the words of `before` (the rows as they were) are removed, those of `after`
 * (the rows as they are now) added. Only the shards those words live in are read and written.
 */
export async function updateSearchIndex(
  before: readonly WordsOfDeal[],
  after: readonly WordsOfDeal[],
): Promise<void> {
  const prefixes = [...new Set([...before, ...after].flatMap((deal) => deal.searchWords.map(shardOf)))];
  if (prefixes.length === 0) return;
  const stored = await db.searchIndex.bulkGet(prefixes);
  const shards: Shards = new Map(
    prefixes.map((prefix, index) => {
      const row = stored[index];
      return [prefix, row ? fromShardRow(row) : new Map()];
    }),
  );
  for (const deal of before) removeWords(shards, deal);
  for (const deal of after) addWords(shards, deal);
  const kept = prefixes.filter((prefix) => shards.get(prefix)!.size > 0);
  await db.searchIndex.bulkDelete(prefixes.filter((prefix) => shards.get(prefix)!.size === 0));
  await db.searchIndex.bulkPut(kept.map((prefix) => toShardRow(prefix, shards.get(prefix)!)));
}

/** Ids of the deals holding a word that begins with `term` (a search term: lower-case, accent-free). */
export async function idsForTerm(term: string): Promise<Set<string>> {
  if (term.length >= 2) {
    const row = await db.searchIndex.get(shardOf(term));
    return idsInShards(row ? [row] : [], term);
  }
  return idsInShards(await db.searchIndex.where('prefix').startsWith(term).toArray(), term);
}
