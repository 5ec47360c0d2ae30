import { paths } from '@config/paths';
import type { SortKey } from '@shared/deal/deal-rules';
import { FEED_TABS, FEED_TABS_LABEL } from '@shared/site/screen-texts';
import { Link } from 'react-router-dom';
import { SORT_PARAM } from './use-listing-params';

const sorted = (sort: SortKey) => `${paths.deals}?${SORT_PARAM}=${sort}`;

/**
 * The home page's feeds, as the big deal sites offer them: Hot (heat gained in the last 24 hours), New,
 * Discussed (comments in the last 48 hours), and For you. Plain links to the deals page in that order and to
 * the shopper's picks, so they work before the app and for crawlers alike.
 */
export function FeedTabs() {
  return (
    <nav className="feed-tabs" aria-label={FEED_TABS_LABEL}>
      <ul>
        <li>
          <Link to={sorted('hottest')}>{FEED_TABS.hot}</Link>
        </li>
        <li>
          <Link to={paths.deals}>{FEED_TABS.new}</Link>
        </li>
        <li>
          <Link to={sorted('discussed')}>{FEED_TABS.discussed}</Link>
        </li>
        <li>
          <Link to={paths.forYou}>{FEED_TABS.forYou}</Link>
        </li>
      </ul>
    </nav>
  );
}
