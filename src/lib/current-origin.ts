// The site's origin and the page's address, wherever the page is being drawn: in the browser, or on the
// server (src/prerender.tsx), which names the origin of the page it draws so both draw the same links.

let serverOrigin = '';

/** For the server renderer: the origin of the pages it is about to draw. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin, e.g. 'https://rarefinds.example'. */
export const currentOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin : window.location.origin;

/** The page's full address in the browser; empty while the server draws a page. */
export const currentHref = (): string => (typeof window === 'undefined' ? '' : window.location.href);
