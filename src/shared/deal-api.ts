// The deal endpoints as the browser and the server both know them.
import { z } from 'zod';

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
export const LIMIT_PARAM = 'limit';
/** Deals per page a full sync asks for (the server's largest page), so 10,000 deals take 5 requests. */
export const FULL_SYNC_PAGE_SIZE = 2000;

/** The delta answer of GET /api/deals?since=<token>. Deals stay raw here; each is validated on its own. */
export const dealDeltaSchema = z.object({
  deals: z.array(z.unknown()),
  removed: z.array(z.union([z.string(), z.number()]).transform(String)),
  syncToken: z.string().min(1),
});

export type DealDelta = z.infer<typeof dealDeltaSchema>;

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
