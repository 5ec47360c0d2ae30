// Intl formatters, made once and reused. Making one loads its locale's data and costs about a millisecond
// on a phone (far more for the first); formatting with one is cheap. A deal page formats a few dozen
// dates and counts while the app takes the page over, so a formatter per call showed as long tasks.
// Numbers in the site's own (US English) texts are written by hand instead: the first number formatter
// alone was a long task of its own on a phone, in the middle of the takeover.

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

/** How a review's date is written, in the site's own (US English) texts: 'Jan 5, 2025'. */
export const REVIEW_DATE_FORMAT = {
  locale: 'en-US',
  options: { year: 'numeric', month: 'short', day: 'numeric' },
} as const satisfies { locale: string; options: Intl.DateTimeFormatOptions };

/** How a day of this year is named, in the visitor's locale: 'Mar 3' (the price history's days). */
export const DAY_FORMAT_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/**
 * Makes the date formats that pages show as the app takes them over (review dates; days and times in the
 * visitor's locale, as in the price history and 'Prices as of'). The first formatter of a locale loads
 * its date data: about 12 ms, and 48 ms at Lighthouse's 4× phone slowdown, which inside the takeover's
 * render made that a long task. Made ahead, in a task of their own, later ones cost a millisecond or less.
 */
export function prepareDateFormats(): void {
  dateFormat(REVIEW_DATE_FORMAT.locale, REVIEW_DATE_FORMAT.options);
  dateFormat(undefined, DAY_FORMAT_OPTIONS);
}

/** Digits grouped in thousands with commas, as en-US writes them: '1299' -> '1,299'. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count as the site writes it in its (US English) texts: 38,011. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return intlNumber(count);
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
}

/** A dollar amount as en-US writes it, rounded to cents as Intl rounds: 1299.5 -> '$1,299.50'. */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return intlNumber(amount, 'USD');
  // -0 and amounts that round to zero from below keep their sign, as in Intl.
  const negative = amount < 0 || Object.is(amount, -0);
  const cents = roundedCents(Math.abs(amount)).padStart(3, '0');
  return `${negative ? '-' : ''}$${groupThousands(cents.slice(0, -2))}.${cents.slice(-2)}`;
}

/**
 * The digits of an amount in cents, rounded half up as Intl rounds: on the shortest decimal that names
 * the number (0.015 is '0.015', so 2 cents), not on its binary value (just below 0.015, so 1 cent).
 */
function roundedCents(amount: number): string {
  // Below a tenth of a cent the decimal may be written with an exponent; it rounds to no cents anyway.
  if (amount < 0.001) return '0';
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const cents = BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`);
  return String(Number(fraction[2] ?? '0') >= 5 ? cents + 1n : cents);
}

/** What no hand-written form covers (fractions of a count, infinities), through Intl. */
const intlNumber = (value: number, currency?: string): string =>
  new Intl.NumberFormat('en-US', currency ? { style: 'currency', currency } : {}).format(value);
