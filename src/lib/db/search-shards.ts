// The search index's shape, without storage: words grouped by their first two letters, each word mapped to
// the ids of the deals holding it. A few hundred shards replace one index entry per word of every deal.

/** A stored shard: the words beginning with `prefix` (two letters, or one for one-letter words). */
export interface SearchShardRow {
  prefix: string;
  /** [word, ids of the deals holding it]. */
  words: [string, string[]][];
}

export interface WordsOfDeal {
  id: string;
  searchWords: readonly string[];
}

/** The shard a word (or a search term of two letters or more) lives in. */
export const shardOf = (word: string): string => word.slice(0, 2);

export type Shards = Map<string, Map<string, Set<string>>>;

export function addWords(shards: Shards, deal: WordsOfDeal): void {
  for (const word of deal.searchWords) {
    const prefix = shardOf(word);
    const shard = shards.get(prefix) ?? new Map<string, Set<string>>();
    shards.set(prefix, shard);
    const ids = shard.get(word) ?? new Set<string>();
    shard.set(word, ids);
    ids.add(deal.id);
  }
}

export function removeWords(shards: Shards, deal: WordsOfDeal): void {
  for (const word of deal.searchWords) {
    const shard = shards.get(shardOf(word));
    const ids = shard?.get(word);
    ids?.delete(deal.id);
    if (ids?.size === 0) shard!.delete(word);
  }
}

export const toShardRow = (prefix: string, shard: Map<string, Set<string>>): SearchShardRow => ({
  prefix,
  words: [...shard].map(([word, ids]) => [word, [...ids]]),
});

export const fromShardRow = (row: SearchShardRow): Map<string, Set<string>> =>
  new Map(row.words.map(([word, ids]) => [word, new Set(ids)]));

/** Every shard for these deals. */
export function searchShards(deals: readonly WordsOfDeal[]): SearchShardRow[] {
  const shards: Shards = new Map();
  for (const deal of deals) addWords(shards, deal);
  return [...shards].map(([prefix, shard]) => toShardRow(prefix, shard));
}

/** Ids of the deals in these shards holding a word that begins with `term`. */
export function idsInShards(rows: readonly SearchShardRow[], term: string): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const [word, holders] of row.words) {
      if (word.startsWith(term)) for (const id of holders) ids.add(id);
    }
  }
  return ids;
}
