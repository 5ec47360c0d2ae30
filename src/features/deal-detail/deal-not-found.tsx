import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { useNotFoundStatus } from '@lib/page-status';
import { ALERTED_DEAL_TEXTS } from '@shared/alerts/alert-texts';
import { BACK_TO_DEALS, DEAL_NOT_FOUND } from '@shared/site/screen-texts';
import { Link } from 'react-router-dom';

/**
 * An id the cache does not know: say so and offer the way back. A deal a push alert told about, which
 * could not be fetched when the alert came, shows what the alert said.
 */
export function DealNotFound({ id }: { id: string }) {
  useNotFoundStatus();
  const alerted = useCacheQuery((cache) => cache.readAlertedDealFacts(id), [id]);
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
      {alerted && (
        <section className="deal-not-found__alert" aria-labelledby="alerted-deal-heading">
          <h2 id="alerted-deal-heading">{ALERTED_DEAL_TEXTS.heading}</h2>
          <p>
            <strong>{alerted.title}</strong>
          </p>
          <p>{alerted.body}</p>
          <p>{ALERTED_DEAL_TEXTS.note}</p>
        </section>
      )}
      <Link className="btn btn--primary" to={paths.home}>
        {BACK_TO_DEALS}
      </Link>
    </section>
  );
}
