import { PricesAsOfText } from '@components/prices-as-of-text';
import { useLastSync } from '@lib/db/deal-queries';
import { usePageAnswersTime } from '@lib/db/page-answers';
import { useHydrated } from '@lib/use-hydrated';

/**
 * 'Prices as of {time}' for the deals on screen: place it wherever prices may be stale (listings, deal
 * details, and the offline notice). The time of the last sync to this device; on a page the server drew,
 * the page's own time until the cache has synced. That time is written in the visitor's time zone, so it
 * shows once the app has taken the page over; the line keeps its place meanwhile, and while the cache's
 * time is still being read (when the page's own time gives way to it), so the deals below never move.
 * Nothing before any sync.
 */
export function PricesAsOf({ className }: { className?: string }) {
  const pageTime = usePageAnswersTime();
  const hydrated = useHydrated();
  const lastSync = useLastSync();
  const at = pageTime ? (hydrated ? pageTime : undefined) : lastSync;
  const timeToCome = pageTime !== undefined || lastSync === undefined;
  return <PricesAsOfText at={at} keepPlace={timeToCome} className={className} />;
}
