// How text becomes searchable words. The deal cache indexes these words and the search matches against
// them, so the in-memory match and the indexed lookup always agree.

/** Lower-cased, accent-free words of a text: 'Café-Table 2' -> ['cafe', 'table', '2']. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words of several texts, for a multi-entry index. */
export function uniqueSearchWords(...texts: string[]): string[] {
  return [...new Set(texts.flatMap(searchTerms))];
}
