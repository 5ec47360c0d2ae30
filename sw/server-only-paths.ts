// Paths the server answers itself: the app shell must never stand in for them, online or offline.
// A navigation to /api/… or /feed.xml gets the real response (the navigation preload's), or the browser's own
// offline error.
// /admin too: the server decides who may open it (sign in, or 403), and a moderator's queue is never kept.

export const SERVER_ONLY_PATHS: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/go(\/|$)/,
  /^\/feed(\/|\.xml$|$)/,
  /^\/store\/[^/]+\/feed\.xml$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/healthz$/,
  /^\/admin(\/|$)/,
];

export const isServerOnlyPath = (pathname: string): boolean =>
  SERVER_ONLY_PATHS.some((pattern) => pattern.test(pathname));
