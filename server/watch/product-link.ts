// A link a member pastes to watch a product: a web address (http or https) and nothing else, without a user
// name or password, of a sensible length. The link kept is the one pasted with its tracking parameters and
// fragment left out; the key is the deal links' comparison key, so one product watched by many members,
// each with their own tracking, is read once.
import { normalizeDealLink } from '../../src/shared/deal/deal-link.ts';

export const MAX_LINK_LENGTH = 2000;

export type ProductLink = { ok: true; url: string; key: string } | { ok: false; reason: string };

export const LINK_REASONS = {
  empty: 'Paste the link of the product page you want to watch.',
  tooLong: `This link is longer than ${MAX_LINK_LENGTH.toLocaleString('en')} characters, too long to be a product page.`,
  notALink: 'This is not a web link: paste the full address of the product page, starting with https://.',
  notWeb: 'Only web links (starting with http:// or https://) can be watched.',
  credentials: 'Links with a user name or password in them cannot be watched.',
} as const;

/**
 * Whether deal-link.ts counts a query parameter as tracking: the comparison key leaves it out. Asking it
 * keeps one list of tracking parameters for deals and watched products alike.
 */
const isTracking = (name: string): boolean =>
  normalizeDealLink(`http://probe.invalid/?${encodeURIComponent(name)}=1`) === 'probe.invalid/';

export function checkProductLink(value: string): ProductLink {
  const text = value.trim();
  if (text === '') return { ok: false, reason: LINK_REASONS.empty };
  if (text.length > MAX_LINK_LENGTH) return { ok: false, reason: LINK_REASONS.tooLong };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: LINK_REASONS.notALink };
  }
  // javascript:, data:, file:, ftp: and the like never name a shop's page.
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: LINK_REASONS.notWeb };
  if (url.username || url.password) return { ok: false, reason: LINK_REASONS.credentials };
  if (!url.hostname) return { ok: false, reason: LINK_REASONS.notALink };
  for (const name of new Set(url.searchParams.keys())) if (isTracking(name)) url.searchParams.delete(name);
  url.hash = '';
  const key = normalizeDealLink(url.href);
  if (!key) return { ok: false, reason: LINK_REASONS.notALink };
  return { ok: true, url: url.href, key };
}
