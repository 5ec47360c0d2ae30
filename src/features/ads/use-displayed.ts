import { useEffect, useState } from 'react';

/**
 * Whether the element is laid out on the page (it or an ancestor is not `display: none`), updated when a
 * media query or a style rule shows or hides it. False for the server's render and the first one in the
 * browser, so both draw the same markup; a browser without ResizeObserver counts every element as shown.
 */
export function useDisplayed(element: Element | null): boolean {
  const [displayed, setDisplayed] = useState(false);
  useEffect(() => {
    if (!element) {
      setDisplayed(false);
      return;
    }
    if (typeof ResizeObserver === 'undefined') {
      setDisplayed(true);
      return;
    }
    const check = () => setDisplayed(element.getClientRects().length > 0);
    // An element that starts or stops being drawn changes its size from or to nothing: the observer says so.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    check();
    return () => observer.disconnect();
  }, [element]);
  return displayed;
}
