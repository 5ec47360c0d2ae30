// The drawn page's lead image, asked for from the head. A page marks the images a shopper sees first with
// fetchpriority="high" (the first row of deals, a deal's picture); the first of them is usually the page's
// largest paint. Found only in the body, it is requested after everything the head asks for, and over
// HTTP/1.1 (six connections to a host) it then waits for those answers before it can paint.

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const SRC = /\ssrc="([^"]*)"/i;

/**
 * A preload of the first high-priority image in `body` (markup as React writes it), or '' for none. The
 * address is kept as the markup holds it, still escaped, so it can be written into the link as it is.
 */
export function leadImagePreload(body: string): string {
  const tag = HIGH_PRIORITY_IMAGE.exec(body)?.[0];
  const src = tag && SRC.exec(tag)?.[1];
  return src ? `<link rel="preload" as="image" fetchpriority="high" href="${src}">` : '';
}
