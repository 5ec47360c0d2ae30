// Numbers, dates and times as the site's (US English) texts write them, by hand, as Intl writes en-US.
// Making the first Intl formatter loads its locale's data: the first number formatter, and the first date
// format, were each a long task of their own on a phone, in the middle of the page's takeover (about
// 12 ms, 50 ms at Lighthouse's 4× slowdown, even in a task of their own). Only what no hand-written form
// covers (fractions of a count, infinities) goes through Intl.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Whose clock a moment is read on: this device's time zone, or UTC. A page the server draws cannot know the
 * visitor's zone: it writes its moments in UTC, and so does the app's first render of that page (its
 * markup must be the server's), which then writes them again in the visitor's own.
 */
export type ClockZone = 'local' | 'utc';

interface Fields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const fieldsOf = (date: Date, zone: ClockZone): Fields =>
  zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };

/** The calendar day of a moment on `zone`'s clock, comparable with ===: 20260303 for Mar 3, 2026. */
export const dayNumber = (date: Date, zone: ClockZone = 'local'): number => {
  const { year, month, day } = fieldsOf(date, zone);
  return year * 10_000 + month * 100 + day;
};

/** The year of a moment on `zone`'s clock. */
export const yearOf = (date: Date, zone: ClockZone = 'local'): number => fieldsOf(date, zone).year;

/**
 * A date in the site's own (US English) texts, in this device's time zone (or UTC), as Intl writes en-US
 * with a numeric year and day: 'Jan 5, 2025' (short month) or 'January 5, 2025' (long). Written by hand, as
 * the numbers are: pages that show such dates (a deal's reviews, the blog) then load no date data as the
 * app takes them over.
 */
export function formatUsDate(
  date: Date,
  month: 'short' | 'long' = 'short',
  zone: ClockZone = 'local',
): string {
  const fields = fieldsOf(date, zone);
  const name = MONTHS[fields.month]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${fields.day}, ${fields.year}`;
}

/** A day of the year without its year, as Intl writes en-US with a short month: 'Mar 3'. */
export const formatUsMonthDay = (date: Date, zone: ClockZone = 'local'): string => {
  const fields = fieldsOf(date, zone);
  return `${MONTHS[fields.month]!.slice(0, 3)} ${fields.day}`;
};

/** A time of day on the 12-hour clock, as Intl writes en-US with a 2-digit minute: '1:05 PM', '12:07 AM'. */
export function formatUsTime(date: Date, zone: ClockZone = 'local'): string {
  const { hours, minutes } = fieldsOf(date, zone);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date and time, as Intl writes en-US in its medium date and short time: 'Mar 3, 2025, 1:05 PM'. */
export const formatUsDateTime = (date: Date, zone: ClockZone = 'local'): string =>
  `${formatUsDate(date, 'short', zone)}, ${formatUsTime(date, zone)}`;

/**
 * A calendar day written 'YYYY-MM-DD' (a post's date) as 'January 5, 2025': the same day in every time
 * zone, as it is read at noon of this device's own.
 */
export const formatUsDay = (isoDay: string): string => formatUsDate(new Date(`${isoDay}T12:00:00`), 'long');

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
