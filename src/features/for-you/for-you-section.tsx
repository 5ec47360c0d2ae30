import { DealCard } from '@components/deal-card';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { readActivity } from '@lib/device-activity';
import { memberAtom } from '@lib/member/member-state';
import { FOR_YOU_TEXTS as T } from '@shared/discovery/for-you-texts';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import './for-you.css';

/**
 * "For you": deals picked from this shopper's follows, alert rules, saves, votes and opened deals, each with
 * its reason. Drawn once the device has answered (never by the server: it knows none of it), and only when
 * there is something to pick from.
 */
export function ForYouSection() {
  const headingId = useId();
  const memberId = useAtomValue(memberAtom)?.id ?? null;
  const [now] = useState(() => new Date());
  const picks = useCacheQuery(
    (cache) => cache.readForYouPicks(memberId, readActivity(), now.getTime()),
    [memberId],
  );
  if (!picks || picks.length === 0) return null;
  return (
    <section className="deal-section for-you" aria-labelledby={headingId}>
      <header className="deal-section__header">
        <h2 id={headingId} className="deal-section__title">
          {T.heading}
        </h2>
      </header>
      <p className="for-you__lead">{T.lead}</p>
      <ul className="for-you__list">
        {picks.map(({ deal, reason }) => (
          <li key={deal.id} className="for-you__item">
            <DealCard deal={deal} now={now} />
            <p className="for-you__reason">{reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
