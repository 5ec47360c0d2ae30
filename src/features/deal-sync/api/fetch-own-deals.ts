// GET /api/deals: the product's own deals. Asks for only what changed when a sync token is known (falling
// back to the full list when the server no longer accepts it). The full list is read page by page when
// the server pages it; the ETag is sent so an unchanged single-page list costs a 304.
import { fetchJson, HttpError } from '@lib/http';
import {
  DELTA_FALLBACK_STATUSES,
  deltaUrl,
  fullListUrl,
  NEXT_CURSOR_HEADER,
  readDealDelta,
  SYNC_TOKEN_HEADER,
} from '@shared/deal/deal-api';

export interface OwnDealsRequest {
  etag: string | null;
  syncToken: string | null;
  signal?: AbortSignal;
  /**
   * Takes each page of a full list as it arrives, to be processed while the next page downloads; the full
   * result carries no items of its own.
   */
  onPage: PageHandler;
}

type PageHandler = (items: unknown[]) => void | Promise<void>;

export type OwnDealsResult =
  | { kind: 'full'; etag: string | null; syncToken: string | null }
  | { kind: 'delta'; items: unknown[]; removed: string[]; syncToken: string }
  | { kind: 'notModified' };

async function fetchDelta(syncToken: string, signal?: AbortSignal): Promise<OwnDealsResult | null> {
  try {
    const response = await fetchJson(deltaUrl(syncToken), { signal });
    if (response.status === 304) return { kind: 'notModified' };
    const read = readDealDelta(response.data);
    if (!read.ok) {
      console.warn('Ignoring a malformed deals delta; fetching the full list instead.', read.reason);
      return null;
    }
    return {
      kind: 'delta',
      items: read.delta.deals,
      removed: read.delta.removed,
      syncToken: read.delta.syncToken,
    };
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.status !== null &&
      DELTA_FALLBACK_STATUSES.includes(error.status)
    ) {
      return null;
    }
    throw error;
  }
}

/** A server that keeps answering the same cursor would otherwise be followed forever. */
const MAX_PAGES = 1_000;

async function fetchFullList(
  etag: string | null,
  onPage: PageHandler,
  signal?: AbortSignal,
): Promise<OwnDealsResult> {
  const first = await fetchJson(fullListUrl(), { signal, etag });
  if (first.status === 304) return { kind: 'notModified' };
  const seen = new Set<string>();
  let page = first;
  for (let pages = 1; ; pages += 1) {
    if (!Array.isArray(page.data)) throw new Error('The own deals response is not a list');
    const cursor = page.headers.get(NEXT_CURSOR_HEADER);
    if (cursor && (seen.has(cursor) || pages >= MAX_PAGES)) throw new Error('The own deals pages do not end');
    if (cursor) seen.add(cursor);
    // The next page is asked for before this one is handed on, so the two overlap.
    const next = cursor ? fetchJson(fullListUrl(cursor), { signal }) : undefined;
    // Awaited below; a failure while this page is being handled must not go unhandled meanwhile.
    next?.catch(() => {});
    await onPage(page.data);
    if (!next) break;
    const answer = await next;
    if (answer.status === 304) throw new Error('The own deals pages do not end');
    page = answer;
  }
  return {
    kind: 'full',
    // The first page's ETag only vouches for the whole list when there was no other page.
    etag: page === first ? first.etag : null,
    // The first page's token is the oldest: changes made while paging are sent again, never missed.
    syncToken: first.headers.get(SYNC_TOKEN_HEADER),
  };
}

export async function fetchOwnDeals({
  etag,
  syncToken,
  signal,
  onPage,
}: OwnDealsRequest): Promise<OwnDealsResult> {
  if (syncToken) {
    const delta = await fetchDelta(syncToken, signal);
    if (delta) return delta;
  }
  // Without a usable token the ETag must not be sent either: the cache may not match it any more.
  return fetchFullList(syncToken ? null : etag, onPage, signal);
}
