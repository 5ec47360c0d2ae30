// Character references in the text of pages and feeds from other sites (a shop's HTML, a coupon feed's XML):
// "&amp;", "&#233;", "&#xE9;" and the named ones shops use in names and prices; others are left as written. A
// reference to no character (a surrogate, beyond Unicode; in HTML also NUL) becomes U+FFFD; XML's readers drop
// control characters themselves. HTML also reads a named or numeric reference without its ";", XML only with it.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  times: '×',
  deg: '°',
  frac12: '½',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  uacute: 'ú',
  ccedil: 'ç',
  ntilde: 'ñ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
};

function referenced(code: number, syntax: 'html' | 'xml'): string {
  const none = (syntax === 'html' && code === 0) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return none ? '\ufffd' : String.fromCodePoint(code);
}

const HTML_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;
const XML_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

/** Decodes the references once ("&amp;amp;" is "&amp;"), as HTML (`;` optional) or XML (`;` needed) reads them. */
export function decodeCharacterReferences(text: string, syntax: 'html' | 'xml' = 'html'): string {
  if (!text.includes('&')) return text;
  return text.replace(
    syntax === 'html' ? HTML_REFERENCE : XML_REFERENCE,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
      return referenced(dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16), syntax);
    },
  );
}
