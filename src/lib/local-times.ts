// 'Prices as of {time}' is written in the shopper's time zone, which the server does not know: it writes
// the page's time on UTC's clock (and says so), and the entry writes it again in the shopper's before the
// page is read, without the app. The app's first render writes the same text (the page's time, judged
// against its own day), so hydration finds the page as it would draw it.
import { formatSyncTime } from '@shared/site/format-sync-time';
import { pricesAsOfText } from '@shared/site/pwa-texts';

/** Marks a `<time>` whose text is 'Prices as of {time}' for its dateTime. */
export const PRICES_AS_OF_ATTRIBUTE = 'data-prices-as-of';

/** Rewrites every marked time inside `root` in this browser's time zone. */
export function writePricesAsOfHere(root: ParentNode): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${PRICES_AS_OF_ATTRIBUTE}]`)) {
    const at = new Date(time.dateTime);
    if (!Number.isNaN(at.getTime())) time.textContent = pricesAsOfText(formatSyncTime(at, at));
  }
}
