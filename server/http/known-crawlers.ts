// Robots that announce themselves in User-Agent (search engines, link previews, SEO tools, Lighthouse). They
// still get every page and redirect; they are only left out of the click and view counts, so the console's
// figures are shoppers'. A robot that hides its name is not caught here; the per-address limits bound it.

const CRAWLER =
  /(?:bot|crawler|spider)(?:$|[\s/;:)-])|slurp|facebookexternalhit|embedly|lighthouse|pagespeed/i;

export const isKnownCrawler = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && CRAWLER.test(userAgent);
