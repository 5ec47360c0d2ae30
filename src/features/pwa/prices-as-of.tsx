import { PricesAsOfText } from '@components/prices-as-of-text';
import { useLastSync } from '@lib/db/deal-queries';

/**
 * 'Prices as of {time}' for the deals stored on this device: place it wherever prices may be stale
 * (listings, deal details, and the offline notice). Shows nothing before the first sync.
 */
export function PricesAsOf({ className }: { className?: string }) {
  return <PricesAsOfText at={useLastSync()} className={className} />;
}
