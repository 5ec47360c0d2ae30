import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, Route, registerRoute } from 'workbox-routing';
import { answerFromServer, answerNavigation, isOwnBuild, isPrefetch } from './navigation-answer';
import { isServerOnlyPath, SERVER_ONLY_PATHS } from './server-only-paths';

/** The precached single-page shell; the client router renders whichever route was asked for. */
const SHELL_URL = 'index.html';

/** The preloaded answer of a navigation, kept alive until it settles (an unread preload is cancelled). */
function preloadOf(event: ExtendableEvent | undefined): Promise<Response | undefined> | undefined {
  const preloaded = (event as FetchEvent | undefined)?.preloadResponse as
    | Promise<Response | undefined>
    | undefined;
  if (preloaded) event?.waitUntil(preloaded.catch(() => undefined));
  return preloaded;
}

/**
 * Navigations: the site's pages network-first (navigation-answer.ts), with the precached shell when the
 * network fails, is slow or errs, so every route still opens offline; the server's own paths always from
 * the server. Navigation preload asks for the page while the worker starts.
 */
export function registerNavigations(worker: ServiceWorkerGlobalScope): void {
  enableNavigationPreload();
  const origin = worker.location.origin;
  const ownBuild = (response: Response) =>
    isOwnBuild(response, (url) => getCacheKeyForURL(url) !== undefined, origin);

  registerRoute(
    new NavigationRoute(
      ({ request, event }) =>
        answerNavigation({
          online: worker.navigator.onLine,
          preloaded: preloadOf(event),
          fetchPage: () => fetch(request),
          shell: () => matchPrecache(SHELL_URL),
          ownBuild,
          prefetch: isPrefetch(request),
        }),
      { denylist: [...SERVER_ONLY_PATHS] },
    ),
  );

  // With navigation preload on, the browser has already asked the server for these: the worker answers with
  // that request rather than letting the browser make a second one. Offline, it leaves them alone, so the
  // browser shows its own offline error.
  registerRoute(
    new Route(
      ({ request, url }) =>
        request.mode === 'navigate' && isServerOnlyPath(url.pathname) && worker.navigator.onLine,
      ({ request, event }) =>
        answerFromServer({ preloaded: preloadOf(event), fetchPage: () => fetch(request) }),
    ),
  );
}
