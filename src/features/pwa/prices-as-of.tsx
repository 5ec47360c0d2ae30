import { PricesAsOfText } from '@components/prices-as-of-text';
import { useLastSync } from '@lib/db/deal-queries';
import { usePageAnswersTime } from '@lib/db/page-answers';
import { useClockZone } from '@lib/use-clock-zone';

/**
 * 'Prices as of {time}' for the deals on screen: place it wherever prices may be stale (listings, deal
 * details, and the offline notice). The time of the last sync to this device; on a page the server drew,
 * the page's own time until the cache has synced. The server cannot know the visitor's time zone: it
 * writes that time on UTC's clock, and says so, as does the app's first render of its page (the markup
 * must be the server's); once the app has taken the page over, the time is written on the visitor's own.
 * While the cache's time is still being read (when the page's own time gives way to it) the line keeps
 * its place, so the deals below never move. Nothing before any sync.
 */
export function PricesAsOf({ className }: { className?: string }) {
  const pageTime = usePageAnswersTime();
  const zone = useClockZone();
  const lastSync = useLastSync();
  return (
    <PricesAsOfText
      at={pageTime ?? lastSync}
      // The page's time is its own "today", on the server as in the browser.
      now={pageTime}
      zone={zone}
      keepPlace={lastSync === undefined}
      className={className}
    />
  );
}
