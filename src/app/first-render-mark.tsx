// The app's first commit (its own render of a new page, or its takeover of a page the server drew): the
// moment the page is interactive. Marked for benchmarks (bench/bundle-size.mjs) and the browser's
// performance panel, and reported to the caller.
import { type ReactNode, useLayoutEffect } from 'react';

export const FIRST_RENDER_MARK = 'rarefinds:first-render';

interface FirstRenderMarkProps {
  onRendered: () => void;
  /** Wrapped rather than placed beside: a sibling would change the ids useId gives, which must match the server's. */
  children: ReactNode;
}

export function FirstRenderMark({ onRendered, children }: FirstRenderMarkProps) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length > 0) return;
    performance.mark(FIRST_RENDER_MARK);
    onRendered();
  }, [onRendered]);
  return children;
}
