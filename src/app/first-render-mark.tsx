// The app's first commit of a page's own content (its own render of a new page, or its takeover of a
// page the server drew): the moment the page is interactive. Marked for benchmarks (bench/bundle-size.mjs)
// and the browser's performance panel, and reported to whoever started the app (FirstRenderContext).
//
// The mark sits inside the boundary around the route's screen (RouteContent), not around the whole app:
// React takes over the inside of a Suspense boundary in a later pass than the rest of the page, and until
// then the screen's forms and buttons have no behaviour. Reporting the outer commit let a held sign-in be
// replayed into a form React did not handle yet, which the browser then submitted itself.
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

export const FIRST_RENDER_MARK = 'rarefinds:first-render';

/** What runs once the first page's content is committed; nothing on the server. */
export const FirstRenderContext = createContext<() => void>(() => {});

/** Wraps rather than sits beside its content: a sibling would change the ids useId gives, which must match the server's. */
export function FirstRenderMark({ children }: { children: ReactNode }) {
  const onRendered = useContext(FirstRenderContext);
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length > 0) return;
    performance.mark(FIRST_RENDER_MARK);
    onRendered();
  }, [onRendered]);
  return children;
}
