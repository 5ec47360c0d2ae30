// A console list keeps its filters, its page and the record open in the address (?status=&q=&page=&message=),
// so a reload, the back button and a shared link all show the same view.

/** The search string with `changes` applied: a value sets a parameter, '' or undefined removes it. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/** The page number in the address, 1 when absent or not a page. */
export const pageParam = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
