import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { FOR_YOU_PAGE_SIZE, FOR_YOU_TEXTS as T } from '@shared/discovery/for-you-texts';
import { PAGES } from '@shared/site/pages';
import { Link } from 'react-router-dom';
import { ForYouList } from './for-you-list';
import { useForYouPicks } from './use-for-you-picks';
import './for-you.css';

/** "For you" in full: every pick (up to FOR_YOU_PAGE_SIZE) with its reason, or how to get some. */
export function ForYouScreen() {
  const { picks, now } = useForYouPicks(FOR_YOU_PAGE_SIZE);
  return (
    <PageShell page={PAGES.forYou} className="for-you-page" lead={T.lead}>
      {picks === undefined ? (
        <p className="empty-state" role="status">
          {T.loading}
        </p>
      ) : picks.length === 0 ? (
        <div className="empty-state">
          <p>
            <strong>{T.empty}</strong>
          </p>
          <p>{T.emptyHint}</p>
          <p className="for-you-page__actions">
            <Link className="btn btn--primary" to={paths.stores}>
              {T.browseStores}
            </Link>
            <Link className="btn btn--secondary" to={paths.accountAlerts}>
              {T.setAlert}
            </Link>
          </p>
        </div>
      ) : (
        <ForYouList picks={picks} now={now} />
      )}
    </PageShell>
  );
}
