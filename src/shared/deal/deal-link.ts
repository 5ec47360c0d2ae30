// One key per product link, so the same deal posted twice is found whatever tracking the link carries.
// The server compares these keys with live deals and pending submissions; the submit form uses the same
// function to say "already listed" before anything is sent, and to pre-fill the store from the host.
import { parseWebLink } from '../site/text-rules';

/** Query parameters that only say who sent the visitor, never which product it is. */
const TRACKING_PARAMETERS = new Set(['gclid', 'fbclid', 'ref', 'tag']);

const isTracking = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
};

/**
 * The link's comparison key: lower-case host (without "www."), the path as given (paths are case-
 * sensitive on many stores), tracking parameters and the fragment dropped, the other parameters sorted.
 * http: and https: give the same key. undefined for anything that is not a web link.
 */
export function normalizeDealLink(value: string): string | undefined {
  const url = parseWebLink(value.trim());
  if (!url) return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const parameters = [...url.searchParams]
    .filter(([name]) => !isTracking(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  const query = new URLSearchParams(parameters).toString();
  return `${host}${port}${path}${query ? `?${query}` : ''}`;
}

/** The store a link points to, from its host: "www.bestbuy.com" → "bestbuy.com"; '' when not a link. */
export function storeFromLink(value: string): string {
  const url = parseWebLink(value.trim());
  return url ? url.hostname.toLowerCase().replace(/^www\./, '') : '';
}

/** The first web link in a text (a share sheet often puts the link inside the shared text). */
export function firstLinkIn(text: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) {
    const candidate = match[0].replace(/[).,;!?]+$/, '');
    if (parseWebLink(candidate)) return candidate;
  }
  return undefined;
}
