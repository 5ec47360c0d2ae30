// How 'Prices as of {time}' names the moment of the last sync: the time alone when it was today, the date
// and time otherwise, in the site's US English like its other dates ('1:05 PM', 'Mar 3, 1:05 PM',
// 'Dec 31, 2024, 11:00 PM'). Written by hand: the first Intl date format loads its locale's date data, a
// long task of its own on a phone as the app takes a page over.
import { formatUsDateTime, formatUsMonthDay, formatUsTime } from './intl-formats';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function formatSyncTime(at: Date, now: Date = new Date()): string {
  if (sameDay(at, now)) return formatUsTime(at);
  if (at.getFullYear() === now.getFullYear()) return `${formatUsMonthDay(at)}, ${formatUsTime(at)}`;
  return formatUsDateTime(at);
}
