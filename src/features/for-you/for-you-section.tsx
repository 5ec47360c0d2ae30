import { paths } from '@config/paths';
import { FOR_YOU_TEXTS as T } from '@shared/discovery/for-you-texts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ForYouList } from './for-you-list';
import { useForYouPicks } from './use-for-you-picks';
import './for-you.css';

/**
 * "For you" on the home page: deals picked from this shopper's follows, alert rules, saves, votes and opened
 * deals, each with its reason, and a link to all of them. Drawn once the device has answered, and only when
 * there is something to pick from.
 */
export function ForYouSection() {
  const headingId = useId();
  const { picks, now } = useForYouPicks();
  if (!picks || picks.length === 0) return null;
  return (
    <section className="deal-section for-you" aria-labelledby={headingId}>
      <header className="deal-section__header">
        <h2 id={headingId} className="deal-section__title">
          {T.heading}
        </h2>
        <Link className="deal-section__more" to={paths.forYou}>
          {T.seeAll}
          <span aria-hidden="true"> →</span>
        </Link>
      </header>
      <p className="for-you__lead">{T.lead}</p>
      <ForYouList picks={picks} now={now} />
    </section>
  );
}
