import { PAGES } from '@shared/site/pages';
import {
  categoryDealCount,
  FEED_TABS,
  FEED_TABS_LABEL,
  HOME_SECTIONS,
  MORE_CATEGORIES,
  SEE_ALL,
} from '@shared/site/screen-texts';
import { TAGLINE } from '@shared/site/site';
import { screen, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomeScreen } from './home-screen';
import { IDLE_SYNC } from './sync-status';

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Each section reads its own query; wait until all four have answered. */
const allSections = () =>
  Promise.all(
    Object.values(HOME_SECTIONS).map((name) => screen.findByRole('region', { name: new RegExp(`^${name}`) })),
  );

beforeEach(async () => {
  await resetDealCache();
});

describe('HomeScreen', () => {
  it('opens with the tagline hero and a link to the deals', async () => {
    await seedDeals([makeDeal({ id: 'a' })]);
    renderScreen(<HomeScreen sync={IDLE_SYNC} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(PAGES.home.title);
    expect(heading.textContent?.toLowerCase()).toBe(TAGLINE);
    expect(await screen.findByRole('region', { name: new RegExp(`^${HOME_SECTIONS.top}`) })).toBeTruthy();
  });

  it("shows top, today's, trending and popular deals, then the home's category rows and links to the others", async () => {
    await seedDeals([
      makeDeal({ id: 'best', title: 'Best Score', dealScore: 99 }),
      makeDeal({ id: 'today', title: 'Ends Tonight', todayOnly: true, category: 'fashion' }),
      makeDeal({ id: 't2', title: 'Trending Second', trending: true, trendingRank: 2, category: 'books' }),
      makeDeal({ id: 't1', title: 'Trending First', trending: true, trendingRank: 1, category: 'books' }),
      makeDeal({ id: 'pop', title: 'Crowd Favourite', popularRank: 1, category: 'sports' }),
    ]);
    renderScreen(<HomeScreen sync={IDLE_SYNC} />);
    await allSections();

    expect(cardTitles(section(HOME_SECTIONS.top))[0]).toBe('Best Score');
    expect(cardTitles(section(HOME_SECTIONS.today))).toEqual(['Ends Tonight']);
    expect(cardTitles(section(HOME_SECTIONS.trending))).toEqual(['Trending First', 'Trending Second']);
    expect(cardTitles(section(HOME_SECTIONS.popular))).toEqual(['Crowd Favourite']);

    const sectionNames = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionNames).toEqual([
      HOME_SECTIONS.top,
      HOME_SECTIONS.today,
      HOME_SECTIONS.trending,
      HOME_SECTIONS.popular,
      `Electronics${categoryDealCount(1)}`,
      `Fashion${categoryDealCount(1)}`,
      MORE_CATEGORIES,
    ]);
    // Sports and Books have no row of cards here: a link each, with its count.
    const more = screen.getByRole('navigation', { name: MORE_CATEGORIES });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`Sports${categoryDealCount(1)}`, '/category/sports'],
      [`Books${categoryDealCount(2)}`, '/category/books'],
    ]);
    expect(screen.queryByRole('region', { name: /^Books/ })).toBeNull();
  });

  it('links each section to its full list', async () => {
    await seedDeals([
      makeDeal({ id: 'a', todayOnly: true, trending: true, trendingRank: 1, popularRank: 1 }),
    ]);
    renderScreen(<HomeScreen sync={IDLE_SYNC} />);
    await allSections();
    const seeAll = (name: string) =>
      within(section(name))
        .getByRole('link', { name: `${SEE_ALL} ${name}` })
        .getAttribute('href');
    expect(seeAll(HOME_SECTIONS.top)).toBe('/deals');
    expect(seeAll(HOME_SECTIONS.today)).toBe('/deals/today');
    expect(seeAll(HOME_SECTIONS.trending)).toBe('/deals/trending');
    expect(seeAll(HOME_SECTIONS.popular)).toBe('/deals/popular');
    expect(seeAll('Electronics')).toBe('/category/electronics');
  });

  it('offers the feeds: hot, new and discussed deals, and the shopper’s own picks', async () => {
    await seedDeals([makeDeal({ id: 'a' })]);
    renderScreen(<HomeScreen sync={IDLE_SYNC} />);
    const feeds = screen.getByRole('navigation', { name: FEED_TABS_LABEL });
    expect(
      within(feeds)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [FEED_TABS.hot, '/deals?sort=hottest'],
      [FEED_TABS.new, '/deals'],
      [FEED_TABS.discussed, '/deals?sort=discussed'],
      [FEED_TABS.forYou, '/for-you'],
    ]);
  });

  it('leaves out sections without deals', async () => {
    await seedDeals([makeDeal({ id: 'a' })]);
    renderScreen(<HomeScreen sync={IDLE_SYNC} />);
    await screen.findByRole('region', { name: new RegExp(`^${HOME_SECTIONS.top}`) });
    expect(screen.queryByRole('region', { name: new RegExp(`^${HOME_SECTIONS.today}`) })).toBeNull();
  });

  it("shows 'Loading deals...' before the first sync and the empty message after it", async () => {
    const { unmount } = renderScreen(<HomeScreen sync={{ syncing: true, error: null }} />);
    expect(await screen.findByText('Loading deals...')).toBeTruthy();
    unmount();
    renderScreen(<HomeScreen sync={{ syncing: false, error: 'Failed to fetch' }} />);
    expect(await screen.findByText('No deals found in this category')).toBeTruthy();
  });
});
