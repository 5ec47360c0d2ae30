// What a navigation to one of the site's pages gets (docs/decisions/0036-network-first-navigations.md):
// while online, the page the server draws, asked for by the navigation preload; offline, on a network error, a
// time-out, a server error or a page of another build, the precached shell, which draws every screen from the
// device's cache.
import { PAGE_ENTRY_HEADER } from '../src/shared/worker-protocol/page-entry';

/**
 * How long a navigation waits for the server's answer to begin before the shell stands in. A drawn page's
 * headers come in well under a second on a phone's network, even a slow one; a connection that gives nothing
 * for 3 s (a dead Wi-Fi, a captive portal, a server that hangs) would otherwise leave the shopper before a
 * blank tab, while the shell draws the same screen from the device at once. Only the start of the answer is
 * timed: a page that has begun to arrive streams in as it comes.
 */
export const NAVIGATION_TIMEOUT_MS = 3_000;

/** Whether a page the network answered is shown, or the shell stands in for it. */
export type NavigationChoice = 'page' | 'shell';

/**
 * Whether the page a response carries was built with this worker: the entry script it names is in this
 * worker's precache. A page that names none (a redirect, an error the server wrote without the app) is the
 * server's answer, shown as it is.
 */
export function isOwnBuild(
  response: Response,
  isPrecached: (url: string) => boolean,
  origin: string,
): boolean {
  const entry = response.headers.get(PAGE_ENTRY_HEADER);
  return entry === null || isPrecached(new URL(entry, origin).href);
}

/**
 * The server's answer is shown, whatever its status below 500: a 404 for an unknown deal or a 403 is the
 * server's page, which says so. A 5xx is not: the server (or a proxy before it: 502, 503, 504) could not draw
 * the page, and the shell draws the same screen from the cache, where the shopper can go on. A page of
 * another build (a deploy since this worker was installed) is not shown either: its code would run under a
 * worker whose precache and messages are an older version's. The shell keeps this worker's version whole,
 * the browser's update check finds the new worker, and the update prompt offers Reload, as decision 6 has it.
 */
export function chooseForResponse(
  response: Response,
  ownBuild: (response: Response) => boolean,
): NavigationChoice {
  if (response.status >= 500) return 'shell';
  return ownBuild(response) ? 'page' : 'shell';
}

export interface NavigationInputs {
  /** navigator.onLine: false when the device knows it has no connection. */
  online: boolean;
  /**
   * The navigation preload's answer (FetchEvent.preloadResponse): the request the browser started while the
   * worker was starting. Undefined, or a promise of undefined, when preload is off.
   */
  preloaded?: Promise<Response | undefined>;
  /** Asks the network for the page, when there is no preloaded answer. */
  fetchPage: () => Promise<Response>;
  /** The precached shell; undefined if the precache has lost it. */
  shell: () => Promise<Response | undefined>;
  /** Whether a page is of this worker's build (isOwnBuild). */
  ownBuild: (response: Response) => boolean;
  /**
   * A speculative prefetch (Speculation Rules): the browser keeps the answer for a navigation that may come.
   * It is never answered with the shell: it fails instead, and the navigation, if it comes, decides then.
   */
  prefetch?: boolean;
  timeoutMs?: number;
}

const TIMED_OUT = Symbol('timed out');

/**
 * The server's answer to a navigation: the preloaded request when there is one, never a second request for
 * the same navigation (a /go/ link counts its clicks). Rejects as fetch does when the network fails.
 */
export async function answerFromServer({
  preloaded,
  fetchPage,
}: Pick<NavigationInputs, 'preloaded' | 'fetchPage'>): Promise<Response> {
  return (await preloaded) ?? (await fetchPage());
}

/** The network's answer if it begins within `timeoutMs`; TIMED_OUT otherwise. Rejects as the network does. */
async function withinTime(
  answer: Promise<Response>,
  timeoutMs: number,
): Promise<Response | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer to a navigation to one of the site's pages. */
export async function answerNavigation(inputs: NavigationInputs): Promise<Response> {
  const { online, shell, ownBuild, prefetch = false, timeoutMs = NAVIGATION_TIMEOUT_MS } = inputs;
  const standIn = async (served?: Response): Promise<Response> => {
    if (prefetch) return Response.error();
    // Without its shell, the worker can only pass on what the server said, or fail as the network did.
    return (await shell()) ?? served ?? Response.error();
  };
  if (!online) {
    // The preload fails too, offline; nothing waits for it.
    inputs.preloaded?.catch(() => undefined);
    return standIn();
  }
  const answer = answerFromServer(inputs);
  // After a time-out the answer may still fail; nothing waits for it then.
  answer.catch(() => undefined);
  let response: Response | typeof TIMED_OUT;
  try {
    response = await withinTime(answer, timeoutMs);
  } catch {
    return standIn();
  }
  if (response === TIMED_OUT) return standIn();
  return chooseForResponse(response, ownBuild) === 'page' ? response : standIn(response);
}

/** Whether a navigation request is a speculative prefetch (Sec-Purpose: prefetch, or Chromium's older Purpose). */
export const isPrefetch = (request: Request): boolean =>
  /\bprefetch\b/.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
