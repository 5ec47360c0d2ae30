import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import { useNotFoundStatus } from '@lib/page-status';
import { BACK_TO_DEALS, DEAL_NOT_FOUND } from '@shared/screen-texts';
import { Link } from 'react-router-dom';

/** An id the cache does not know: say so and offer the way back. */
export function DealNotFound({ id }: { id: string }) {
  useNotFoundStatus();
  return (
    <section className="page page--narrow deal-not-found">
      <SeoHead
        title={DEAL_NOT_FOUND}
        description="This deal is no longer listed. Browse the current deals instead."
        path={paths.deal(id)}
        noindex
      />
      <h1>{DEAL_NOT_FOUND}</h1>
      <p>The deal may have ended or been removed by the store.</p>
      <Link className="btn btn--primary" to={paths.home}>
        {BACK_TO_DEALS}
      </Link>
    </section>
  );
}
