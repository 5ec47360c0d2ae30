// The deal endpoints as the browser and the server both know them.

/** GET: the own deals. Full list (array, ETag, X-Sync-Token) or, with ?since=<token>, a delta. */
export const DEALS_ENDPOINT = '/api/deals';
/** GET: the affiliate provider's deals, fetched by the server so the provider's key stays there. */
export const AFFILIATE_DEALS_ENDPOINT = '/api/affiliate-deals';

/** Response header carrying the token a client sends back as ?since= to get only what changed. */
export const SYNC_TOKEN_HEADER = 'X-Sync-Token';
export const SINCE_PARAM = 'since';

/** A full list may come in pages: this response header carries the cursor of the next page, if any. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const CURSOR_PARAM = 'cursor';
const LIMIT_PARAM = 'limit';
/** Deals per page a full sync asks for (the server's largest page), so 10,000 deals take 5 requests. */
export const FULL_SYNC_PAGE_SIZE = 2000;

/** The delta answer of GET /api/deals?since=<token>. Deals stay raw here; each is validated on its own. */
export interface DealDelta {
  deals: unknown[];
  /** Ids of deals gone since the token (numbers are read as their text). */
  removed: string[];
  syncToken: string;
}

/**
 * Reads a delta answer, or says what is wrong with it. Checked by hand: the sync's worker reads it, and
 * keeps zod out of its code (features/deal-sync/check-deals.ts).
 */
export function readDealDelta(body: unknown): { ok: true; delta: DealDelta } | { ok: false; reason: string } {
  if (typeof body !== 'object' || body === null) return { ok: false, reason: 'the delta is not an object' };
  const { deals, removed, syncToken } = body as Record<string, unknown>;
  if (!Array.isArray(deals)) return { ok: false, reason: 'deals: expected a list' };
  if (!Array.isArray(removed)) return { ok: false, reason: 'removed: expected a list' };
  const badId = removed.findIndex((id) => typeof id !== 'string' && typeof id !== 'number');
  if (badId !== -1) return { ok: false, reason: `removed.${badId}: expected an id` };
  if (typeof syncToken !== 'string' || syncToken === '')
    return { ok: false, reason: 'syncToken: expected a token' };
  return { ok: true, delta: { deals, removed: removed.map(String), syncToken } };
}

/** Statuses with which the server says a since-token can no longer be answered: fetch the full list. */
export const DELTA_FALLBACK_STATUSES: readonly number[] = [400, 410];

export const deltaUrl = (syncToken: string): string =>
  `${DEALS_ENDPOINT}?${SINCE_PARAM}=${encodeURIComponent(syncToken)}`;

/** One page of the full list; without a cursor, the first page. */
export function fullListUrl(cursor?: string | null): string {
  const params = new URLSearchParams({ [LIMIT_PARAM]: String(FULL_SYNC_PAGE_SIZE) });
  if (cursor) params.set(CURSOR_PARAM, cursor);
  return `${DEALS_ENDPOINT}?${params}`;
}
