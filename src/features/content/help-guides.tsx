// The three help guides linked from the Help Center: getting started, tutorials, tips.
import { paths } from '@config/paths';
import { AVERAGE_SAVING_PERCENT, RETURN_DAYS, SITE_TITLE } from '@shared/site/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface GuideSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const GETTING_STARTED: readonly GuideSection[] = [
  {
    id: 'browse',
    title: '1. Browse or search',
    body: (
      <p>
        Start on the <Link to={paths.home}>home page</Link> for today's highlights, pick a category from the
        bar under the header, or type what you want into the search box at the top of any page.
      </p>
    ),
  },
  {
    id: 'compare',
    title: '2. Check the saving',
    body: (
      <p>
        Each deal shows the original price, the deal price and how long it lasts. Open a deal to see the
        features, specifications, reviews and similar deals from the same category.
      </p>
    ),
  },
  {
    id: 'save',
    title: '3. Save it for later',
    body: (
      <p>
        Tap the heart to add a deal to your <Link to={paths.wishlist}>wishlist</Link>. It is stored on your
        device, so it is there next time, even offline.
      </p>
    ),
  },
  {
    id: 'buy',
    title: '4. Buy from the retailer',
    body: (
      <p>
        Choose Get This Deal to go to the retailer and buy as usual. The retailer ships your order and handles
        any return within its policy, usually {RETURN_DAYS} days.
      </p>
    ),
  },
];

export const TUTORIALS: readonly GuideSection[] = [
  {
    id: 'search',
    title: 'Searching for a product',
    body: (
      <ol>
        <li>Type a product, brand or store into "Search for deals..." at the top of the page.</li>
        <li>Press Enter or choose Search. Results match titles, descriptions and store names.</li>
        <li>Open any result to see the full deal, or refine your words and search again.</li>
      </ol>
    ),
  },
  {
    id: 'views',
    title: 'Sorting and changing the view',
    body: (
      <ol>
        <li>
          Open <Link to={paths.deals}>Today's Best Deals</Link> and pick a category tab.
        </li>
        <li>Use Sort by to see the newest deals, the lowest or highest prices, or the biggest savings.</li>
        <li>In a category, switch between grid, compact grid, list and compact list to suit your screen.</li>
      </ol>
    ),
  },
  {
    id: 'alerts',
    title: 'Setting up deal alerts',
    body: (
      <ol>
        <li>Choose Subscribe in the header.</li>
        <li>Tick the categories you want to hear about and save. You can change them at any time.</li>
      </ol>
    ),
  },
  {
    id: 'install',
    title: 'Installing the app',
    body: (
      <p>
        {SITE_TITLE} installs like an app on phones and computers, with no app store needed. Follow the steps
        on <Link to={paths.downloadApp}>Get the App</Link>.
      </p>
    ),
  },
];

export const TIPS: readonly GuideSection[] = [
  {
    id: 'timing',
    title: 'Time your purchase',
    body: (
      <p>
        Prices follow the calendar: electronics drop in late November and January, seasonal goods at the end
        of their season. Check <Link to={paths.trending}>Trending</Link> to see what is moving right now.
      </p>
    ),
  },
  {
    id: 'total',
    title: 'Compare the total, not the sticker',
    body: (
      <p>
        Add shipping and any fees before deciding. Many partners ship free over a minimum order, so combining
        items can save more than a bigger discount.
      </p>
    ),
  },
  {
    id: 'expiry',
    title: 'Watch the clock',
    body: (
      <p>
        The time left on each deal is shown on its card. <Link to={paths.dealsToday}>Today's Deals</Link> end
        tonight, so decide on those first.
      </p>
    ),
  },
  {
    id: 'average',
    title: 'Know a good saving',
    body: (
      <p>
        Our shoppers save {AVERAGE_SAVING_PERCENT}% on average. A deal well above that is worth a close look;
        one far below it may be better bought later.
      </p>
    ),
  },
];
