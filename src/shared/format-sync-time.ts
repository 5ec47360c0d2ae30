// How 'Prices as of {time}' names the moment of the last sync: the time alone when it was today,
// the date and time otherwise, in the visitor's locale.
import { dateFormat } from './intl-formats';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function formatSyncTime(at: Date, now: Date = new Date(), locale?: string): string {
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const options: Intl.DateTimeFormatOptions = sameDay(at, now)
    ? time
    : {
        month: 'short',
        day: 'numeric',
        ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
        ...time,
      };
  return dateFormat(locale, options).format(at);
}
