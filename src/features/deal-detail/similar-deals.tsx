import { DealGrid } from '@components/deal-grid';
import { useDealsInCategory } from '@lib/db/deal-queries';
import type { Deal } from '@shared/deal';
import { similarDeals } from '@shared/deal-rules';
import { SIMILAR_DEALS } from '@shared/screen-texts';
import { useId } from 'react';

/** Up to four other live deals of the same category, each opening its own detail page. */
export function SimilarDeals({ deal, now }: { deal: Deal; now: Date }) {
  const inCategory = useDealsInCategory(deal.category);
  const headingId = useId();
  const similar = inCategory ? similarDeals(deal, inCategory) : [];
  if (similar.length === 0) return null;
  return (
    <section className="similar-deals" aria-labelledby={headingId}>
      <h2 id={headingId}>{SIMILAR_DEALS}</h2>
      <DealGrid deals={similar} now={now} mode="grid" eagerFirstRow={false} label={SIMILAR_DEALS} />
    </section>
  );
}
