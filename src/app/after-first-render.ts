// The app's start-up in step with the router: the first render waits for the page's screen module (a
// server-drawn page is taken over only once the app can draw the same page), and work that the first
// screen does not need (the deal sync with its schema validation, the service worker) waits until that
// screen has painted, so its code stays off the first render's critical path.

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/** Busy pages still start the deferred work within this time. */
const IDLE_TIMEOUT_MS = 2000;

const isSettled = (state: RouterLike['state']) => state.initialized && state.navigation.state === 'idle';

/** Resolves once the router has loaded the first route (or its error screen). */
export function whenRouteLoaded(router: RouterLike): Promise<void> {
  if (isSettled(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!isSettled(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs `task` once, after the router has loaded the first route and the browser has painted it. */
export function afterFirstRender(router: RouterLike, task: () => void): void {
  // React commits the route's screen in tasks of its own after the router settles; the first idle period
  // comes after that commit and its paint. Browsers without requestIdleCallback wait one frame and a task.
  void whenRouteLoaded(router).then(() =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : requestAnimationFrame(() => setTimeout(task, 0)),
  );
}
