// How 'Prices as of {time}' names the moment of the last sync: the time alone when it was today, the date
// and time otherwise, in the site's US English like its other dates ('1:05 PM', 'Mar 3, 1:05 PM',
// 'Dec 31, 2024, 11:00 PM'). Written by hand: the first Intl date format loads its locale's date data, a
// long task of its own on a phone as the app takes a page over.
import {
  type ClockZone,
  dayNumber,
  formatUsDateTime,
  formatUsMonthDay,
  formatUsTime,
  yearOf,
} from './intl-formats';

/** `at` on this device's clock, or UTC's (a page the server draws, until the app has taken it over). */
export function formatSyncTime(at: Date, now: Date = new Date(), zone: ClockZone = 'local'): string {
  if (dayNumber(at, zone) === dayNumber(now, zone)) return formatUsTime(at, zone);
  if (yearOf(at, zone) === yearOf(now, zone))
    return `${formatUsMonthDay(at, zone)}, ${formatUsTime(at, zone)}`;
  return formatUsDateTime(at, zone);
}
