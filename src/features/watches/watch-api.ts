// The watch reads and the one write that needs the network there and then: the member's list (kept on this
// device, where /account/watches reads it), reading a product page, and watching it. Changes to a watch go
// through the outbox instead (watch-writes.ts). Every refusal comes back as an ApiCallError carrying the
// server's own words.
import { ApiCallError, callApi } from '@lib/api-client';
import { loadCache } from '@lib/db/load-cache';
import { WATCH_API, type WatchView } from '@shared/watch/watch';
import type { CreateWatchRequest } from '@shared/watch/watch-requests';
import { type ProductPreview, previewOfAnswer, validWatches, watchOfAnswer } from './watch-answers';

const UNREADABLE_ANSWER = 'The server’s answer could not be read. Please try again.';

/** The member's watches from the server; each that does not read is dropped. */
export async function fetchWatches(): Promise<WatchView[]> {
  const answer = await callApi<{ watches?: unknown }>(WATCH_API.watches);
  return validWatches(answer?.watches);
}

/** The last refresh asked for: each starts once the one before has been kept. */
let lastRefresh: Promise<unknown> = Promise.resolve();
/** How many answers to writes this page has put into the copy here. */
let answersKept = 0;

/**
 * Puts the server's answer to one write into the copy on this device. A list fetched before it came is not
 * kept after it: the write's own refresh follows (refreshWatches).
 */
export async function keepWatchAnswer(
  memberId: string,
  change: { watch: WatchView } | { removedId: string },
): Promise<void> {
  answersKept++;
  await (await loadCache()).applyWatchAnswer(memberId, change);
}

/**
 * Fetches the member's watches and keeps them on this device. One at a time, in the order asked; a list
 * whose fetch began before an answer was kept here is not kept (the answer's own refresh comes after it).
 */
export function refreshWatches(memberId: string): Promise<WatchView[]> {
  const run = async () => {
    const before = answersKept;
    const watches = await fetchWatches();
    if (before === answersKept) await (await loadCache()).saveWatches(memberId, watches);
    return watches;
  };
  const next = lastRefresh.then(run, run);
  lastRefresh = next.catch(() => {});
  return next;
}

/** What the server reads from a product page; a page it cannot read is refused (422) with the reason. */
export async function readProductPage(url: string): Promise<ProductPreview> {
  const preview = previewOfAnswer(await callApi(WATCH_API.preview, { body: { url } }));
  if (!preview) throw new ApiCallError(UNREADABLE_ANSWER, 200);
  return preview;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Watches a product page with its rules. `created` is false when the member already watched it (the server
 * answers 200 with the watch they have, 201 for a new one). A refusal (the limit, a page that cannot be read,
 * a blocked shop) throws with the server's words and code.
 */
export async function createWatch(
  request: CreateWatchRequest,
): Promise<{ watch: WatchView; created: boolean }> {
  let response: Response;
  try {
    response = await fetch(WATCH_API.watches, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new ApiCallError((error as Error)?.message ?? 'network', null);
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (!response.ok) {
    const { message, code } = (answer ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiCallError(
      typeof message === 'string' && message.trim() ? message : `The server answered ${response.status}.`,
      response.status,
      typeof code === 'string' ? code : undefined,
    );
  }
  const watch = watchOfAnswer(answer);
  if (!watch) throw new ApiCallError(UNREADABLE_ANSWER, response.status);
  return { watch, created: response.status === 201 };
}
