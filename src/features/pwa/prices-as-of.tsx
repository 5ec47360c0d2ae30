import { PricesAsOfText } from '@components/prices-as-of-text';
import { useLastSync } from '@lib/db/deal-queries';
import { usePageAnswersTime } from '@lib/db/page-answers';

/**
 * 'Prices as of {time}' for the deals on screen: place it wherever prices may be stale (listings, deal
 * details, and the offline notice). The time of the last sync to this device; on a page the server drew,
 * the page's own time until the cache has synced. The server cannot know the visitor's time zone: it
 * writes that time on UTC's clock, and says so; the entry writes it again on the visitor's before anything
 * reads it (src/lib/local-times.ts), so a page read without the app shows local time, and the app, which
 * always writes on the visitor's clock, finds the page as it would draw it. While the cache's time is still
 * being read (when the page's own time gives way to it) the line keeps its place, so the deals below never
 * move. Nothing before any sync.
 */
export function PricesAsOf({ className }: { className?: string }) {
  const pageTime = usePageAnswersTime();
  const zone = typeof document === 'undefined' ? 'utc' : 'local';
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
