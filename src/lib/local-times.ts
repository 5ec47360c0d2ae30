// Moments written in the shopper's time zone, which the server does not know: 'Prices as of {time}' and the
// moments WrittenTime writes (a comment's). The server writes them on UTC's clock (and says so where a time
// of day is written), and the entry writes them again in the shopper's before the page is read, without the
// app. The app's first render writes the same texts (on the shopper's clock), so hydration finds the page as
// it would draw it.
import { formatSyncTime } from '@shared/site/format-sync-time';
import { type ClockZone, formatUsDate, formatUsDateTime } from '@shared/site/intl-formats';
import { pricesAsOfText, utcTimeText } from '@shared/site/pwa-texts';

/** Marks a `<time>` whose text is 'Prices as of {time}' for its dateTime. */
export const PRICES_AS_OF_ATTRIBUTE = 'data-prices-as-of';

/** Marks a `<time>` WrittenTime wrote, with how: the day alone ('date') or with its time ('date-time'). */
export const WRITTEN_TIME_ATTRIBUTE = 'data-written-time';

export type WrittenTimeForm = 'date' | 'date-time';

/** A moment as WrittenTime writes it: 'Mar 3, 2025', or 'Mar 3, 2025, 1:05 PM' ('… UTC' on UTC's clock). */
export function writtenTimeText(at: Date, form: WrittenTimeForm, zone: ClockZone): string {
  if (form === 'date') return formatUsDate(at, 'short', zone);
  const written = formatUsDateTime(at, zone);
  return zone === 'utc' ? utcTimeText(written) : written;
}

/** Rewrites every marked time inside `root` in this browser's time zone. */
export function writeLocalTimesHere(root: ParentNode): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${PRICES_AS_OF_ATTRIBUTE}]`)) {
    const at = new Date(time.dateTime);
    if (!Number.isNaN(at.getTime())) time.textContent = pricesAsOfText(formatSyncTime(at, at));
  }
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${WRITTEN_TIME_ATTRIBUTE}]`)) {
    const at = new Date(time.dateTime);
    const form = time.getAttribute(WRITTEN_TIME_ATTRIBUTE);
    if (!Number.isNaN(at.getTime()) && (form === 'date' || form === 'date-time'))
      time.textContent = writtenTimeText(at, form, 'local');
  }
}
