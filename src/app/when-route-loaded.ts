// The server sends each page already rendered for first paint. React replaces that markup with its own
// on its first commit, so the first render must wait until the router has loaded the page's screen
// module: rendering earlier would commit an empty page frame and the content would flash away.

interface RouterLike {
  state: { initialized: boolean };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/** Resolves once the router has loaded the first route (or its error screen). */
export function whenRouteLoaded(router: RouterLike): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
