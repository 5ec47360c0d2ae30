import { DealGrid } from '@components/deal-grid';
import { useSimilarDeals } from '@lib/db/deal-queries';
import type { Deal } from '@shared/deal/deal';
import { SIMILAR_DEALS } from '@shared/site/screen-texts';
import { useId } from 'react';

/** Up to four other live deals of the same category, each opening its own detail page. */
export function SimilarDeals({ deal, now }: { deal: Deal; now: Date }) {
  const similar = useSimilarDeals(deal) ?? [];
  const headingId = useId();
  if (similar.length === 0) return null;
  return (
    <section className="similar-deals" aria-labelledby={headingId}>
      <h2 id={headingId}>{SIMILAR_DEALS}</h2>
      <DealGrid deals={similar} now={now} mode="grid" eagerFirstRow={false} label={SIMILAR_DEALS} />
    </section>
  );
}
