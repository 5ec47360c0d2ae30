import { useEffect, useState } from 'react';

/**
 * The current document title, kept up to date. Page titles are set by each screen's head tags after it
 * renders, so a component elsewhere in the frame watches <head> instead of reading the title once.
 */
export function useDocumentTitle(fallback: string): string {
  const [title, setTitle] = useState(() => (typeof document === 'undefined' ? fallback : document.title));
  useEffect(() => {
    const update = () => setTitle(document.title || fallback);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [fallback]);
  return title || fallback;
}
