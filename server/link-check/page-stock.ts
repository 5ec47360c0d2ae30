// Whether a product page says it cannot be bought: from its structured data first (schema.org availability,
// in JSON-LD, microdata or the product:availability meta tag), and only when it has none, from the words a
// shopper sees ("out of stock", "sold out", "currently unavailable"). Pages are the shops' and may be
// anything: every scan here is linear in the page's length and never throws.

export type PageStock = 'in-stock' | 'out-of-stock' | 'unknown';

/** schema.org ItemAvailability values (and the meta tag's words), lower-cased without spaces or dashes. */
const UNAVAILABLE = new Set(['outofstock', 'soldout', 'discontinued', 'oos']);
const AVAILABLE = new Set([
  'instock',
  'limitedavailability',
  'preorder',
  'presale',
  'backorder',
  'onlineonly',
  'instoreonly',
  'madetoorder',
  'availablefororder',
]);

const normalized = (value: string) =>
  value
    .replace(/^https?:\/\/schema\.org\//i, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

/** Every availability a page states about its offers: JSON-LD, microdata links and the meta tag. */
function statedAvailability(html: string): string[] {
  const found: string[] = [];
  // Microdata (href="https://schema.org/InStock") and JSON-LD with full URLs.
  for (const match of html.matchAll(/schema\.org\/([A-Za-z]{2,40})/g)) found.push(normalized(match[1]!));
  // JSON-LD with bare values: "availability": "OutOfStock".
  for (const match of html.matchAll(/"availability"\s{0,20}:\s{0,20}"([^"]{0,100})"/gi)) {
    found.push(normalized(match[1]!));
  }
  // <meta property="product:availability" content="out of stock">, in either order of its attributes.
  for (const match of html.matchAll(
    /(?:product|og):availability["'][^>]{0,300}?content\s{0,5}=\s{0,5}["']([^"']{0,60})/gi,
  )) {
    found.push(normalized(match[1]!));
  }
  for (const match of html.matchAll(
    /content\s{0,5}=\s{0,5}["']([^"']{0,60})["'][^>]{0,300}?(?:product|og):availability/gi,
  )) {
    found.push(normalized(match[1]!));
  }
  return found.filter((value) => UNAVAILABLE.has(value) || AVAILABLE.has(value));
}

/** Elements whose content is never seen as text. */
const HIDDEN_ELEMENTS = ['script', 'style', 'template'];

/**
 * The text a shopper sees, roughly: tags, comments and the content of scripts and styles left out, a few
 * entities for spaces decoded, whitespace collapsed, lower case. One pass with indexOf: an unclosed comment
 * or script simply ends the text.
 */
export function visibleText(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let at = 0;
  while (at < lower.length) {
    const open = lower.indexOf('<', at);
    if (open === -1) {
      parts.push(lower.slice(at));
      break;
    }
    parts.push(lower.slice(at, open), ' ');
    if (lower.startsWith('<!--', open)) {
      const end = lower.indexOf('-->', open + 4);
      if (end === -1) break;
      at = end + 3;
      continue;
    }
    const hidden = HIDDEN_ELEMENTS.find(
      (name) => lower.startsWith(name, open + 1) && /[\s>/]/.test(lower[open + 1 + name.length] ?? ''),
    );
    const close = lower.indexOf('>', open + 1);
    if (close === -1) break;
    if (hidden) {
      const end = lower.indexOf(`</${hidden}`, close + 1);
      if (end === -1) break;
      at = end;
      continue;
    }
    at = close + 1;
  }
  return parts
    .join('')
    .replace(/&nbsp;|&#160;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The words that say a product cannot be bought, as shops write them. */
const UNAVAILABLE_WORDS = /\b(?:out[ -]of[ -]stock|sold out|currently unavailable|no longer available)\b/;

export function pageStock(html: string): PageStock {
  const stated = statedAvailability(html);
  if (stated.length > 0) {
    // One offer (a size, a colour) still on sale is enough: the deal can be bought.
    return stated.some((value) => AVAILABLE.has(value)) ? 'in-stock' : 'out-of-stock';
  }
  return UNAVAILABLE_WORDS.test(visibleText(html)) ? 'out-of-stock' : 'unknown';
}
