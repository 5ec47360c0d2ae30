// Intl formatters, made once and reused. Making one loads its locale's data and costs about a millisecond
// on a phone (far more for the first); formatting with one is cheap. A deal page formats a few dozen
// dates and counts while the app takes the page over, so a formatter per call showed as long tasks.

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date format for `locale` (undefined: the visitor's) and `options`, made on first use. */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

let countFormat: Intl.NumberFormat | undefined;

/** A count as the site writes it in its (US English) texts: 38,011. */
export function formatCount(count: number): string {
  countFormat ??= new Intl.NumberFormat('en-US');
  return countFormat.format(count);
}
