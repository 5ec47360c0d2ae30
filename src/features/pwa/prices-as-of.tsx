import { PricesAsOfText } from '@components/prices-as-of-text';
import { useLastSync } from '@lib/db/deal-queries';
import { usePageAnswersTime } from '@lib/db/page-answers';

/**
 * 'Prices as of {time}' for the deals on screen: place it wherever prices may be stale (listings, deal
 * details, and the offline notice). The time of the last sync to this device; on a page the server drew,
 * the page's own time until the cache has synced. The server writes the page's time in its own time zone and
 * the entry writes it again in the shopper's before the app comes (src/lib/local-times.ts), so the app's
 * first render matches the page. The line keeps its place while the cache's time is still being read (when
 * the page's own time gives way to it), so the deals below never move. Nothing before any sync.
 */
export function PricesAsOf({ className }: { className?: string }) {
  const pageTime = usePageAnswersTime();
  const lastSync = useLastSync();
  const at = pageTime ?? lastSync;
  const timeToCome = pageTime !== undefined || lastSync === undefined;
  return <PricesAsOfText at={at} keepPlace={timeToCome} className={className} />;
}
