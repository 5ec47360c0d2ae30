// The moment a drawn page is on screen. The app's code is asked for only then, so the page's stylesheets
// and pictures have the connection to themselves until it has painted.

/** How long to wait for a paint the browser may never report (a hidden tab, a browser without paint timing). */
export const FIRST_PAINT_WAIT_MS = 1_000;

const canObservePaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Runs `start` once: after the page's first contentful paint when `root` holds drawn content, else in the
 * task after the next frame (an empty page paints nothing the browser reports as content). A paint not
 * reported within FIRST_PAINT_WAIT_MS (a tab opened in the background) does not hold the app back longer.
 */
export function afterFirstPaint(root: HTMLElement, start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(fallback);
    start();
  };
  const drawn = root.firstElementChild !== null;
  if (!drawn || !canObservePaint()) {
    // The frame after this callback is the first paint; start in the task after it.
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    return;
  }
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  // Buffered: the paint may already have happened before this module ran.
  observer.observe({ type: 'paint', buffered: true });
  fallback = setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
}
