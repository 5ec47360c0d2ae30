// What one look at a deal's link means for the deal: 'failed' only on the shop's own word that the product is
// gone (404 or 410, sent to the shop's home page, out of stock, a redirect loop or chain too long to follow);
// 'inconclusive' when the shop did not say (no answer in time, unreachable, refused, a server error or a rate
// limit, an address the checker will not request); 'ok' otherwise. Pure: the checker observes, this decides.
import { STATUS_CODES } from 'node:http';
import type { LinkCheckOutcome } from '../../src/shared/price-history/price-history.ts';
import { pageStock } from './page-stock.ts';

export interface LinkVerdict {
  outcome: LinkCheckOutcome;
  /** Why it failed or said nothing; null when the link works. */
  reason: string | null;
  /** The last HTTP status seen; null when no answer came. */
  status: number | null;
  /** Where the redirects ended, when they went elsewhere. */
  finalUrl: string | null;
}

/** What the checker saw, from the deal's link (`url`) to where it stopped (`finalUrl`). */
export type LinkObservation =
  | {
      kind: 'answered';
      url: string;
      finalUrl: string;
      status: number;
      contentType?: string;
      /** The first bytes of the page when it was read (GET). */
      body?: string;
    }
  | { kind: 'redirect-loop'; url: string; finalUrl: string; status: number }
  | { kind: 'too-many-redirects'; url: string; finalUrl: string; status: number; limit: number }
  /** A redirect without a Location, or to something that is not a web address. */
  | { kind: 'bad-redirect'; url: string; finalUrl: string; status: number; location: string | undefined }
  /** No answer: `reason` says why (describeRequestError). */
  | { kind: 'no-answer'; url: string; finalUrl: string; reason: string };

export const REASONS = {
  home: "redirected to the shop's home page",
  outOfStock: 'out of stock',
  loop: 'redirect loop',
  tooManyRedirects: (limit: number) => `more than ${limit} redirects`,
  redirectWithoutLocation: 'a redirect without a Location',
  redirectAway: (location: string) => `redirected to a non-web address (${location.slice(0, 60)})`,
  notWeb: 'not a web address',
} as const;

export const statusText = (status: number): string =>
  STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : `HTTP ${status}`;

/**
 * The site a host belongs to, roughly its registrable domain: the last two labels, or three under a
 * two-letter country code's generic second level (shop.co.uk). www.shop.com and shop.com are one site.
 */
export function siteOf(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^[\d.]+$|:/.test(hostname)) return labels.join('.');
  const [second, top] = labels.slice(-2) as [string, string];
  const generic = /^(co|com|net|org|ac|gov|edu|ne|or|gob|nic)$/.test(second) && top.length === 2;
  return labels.slice(generic ? -3 : -2).join('.');
}

/** A home page: the root, or a language's root (/en, /en-us/). */
const isHomePath = (path: string) =>
  path === '' || path === '/' || /^\/[a-z]{2}(?:[-_][a-z]{2})?\/?$/i.test(path);

/** The link named a page below the home page and the redirects ended on the same site's home page. */
export function endedOnHomePage(url: string, finalUrl: string): boolean {
  if (url === finalUrl) return false;
  let start: URL;
  let end: URL;
  try {
    start = new URL(url);
    end = new URL(finalUrl);
  } catch {
    return false;
  }
  return (
    !isHomePath(start.pathname) && isHomePath(end.pathname) && siteOf(start.hostname) === siteOf(end.hostname)
  );
}

const isHtml = (contentType: string | undefined, body: string) =>
  contentType === undefined ? /^\s*</.test(body) : /html/i.test(contentType);

export function linkVerdict(seen: LinkObservation): LinkVerdict {
  const finalUrl = seen.finalUrl !== seen.url ? seen.finalUrl : null;
  const verdict = (outcome: LinkCheckOutcome, reason: string | null, status: number | null) => ({
    outcome,
    reason,
    status,
    finalUrl,
  });
  switch (seen.kind) {
    case 'no-answer':
      return verdict('inconclusive', seen.reason, null);
    case 'redirect-loop':
      return verdict('failed', REASONS.loop, seen.status);
    case 'too-many-redirects':
      return verdict('failed', REASONS.tooManyRedirects(seen.limit), seen.status);
    case 'bad-redirect':
      return verdict(
        'inconclusive',
        seen.location === undefined ? REASONS.redirectWithoutLocation : REASONS.redirectAway(seen.location),
        seen.status,
      );
    case 'answered':
      break;
  }
  const { status } = seen;
  if (status === 404 || status === 410) return verdict('failed', statusText(status), status);
  if (status >= 200 && status < 300) {
    if (endedOnHomePage(seen.url, seen.finalUrl)) return verdict('failed', REASONS.home, status);
    const body = seen.body ?? '';
    if (body && isHtml(seen.contentType, body) && pageStock(body) === 'out-of-stock') {
      return verdict('failed', REASONS.outOfStock, status);
    }
    return verdict('ok', null, status);
  }
  // 429, 5xx, and the 4xx a shop answers robots it does not know (401, 403…): the shop did not say.
  return verdict('inconclusive', statusText(status), status);
}

/** Why a request got no answer, in words for the moderators' queue. */
export function describeRequestError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
  const code = (error as { code?: unknown } | undefined)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return 'host not found';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return 'unreachable';
  }
  if (typeof code === 'string' && /CERT|TLS|SSL/i.test(code)) return `TLS: ${code}`;
  const message = error instanceof Error ? error.message : String(error);
  return `unreachable (${typeof code === 'string' ? code : message.slice(0, 80)})`;
}
