// The shopper routes as the router mounts them: each path reaches its screen with the right data.
import { AD_PLACE_LABELS } from '@shared/site/layout-texts';
import { PAGES } from '@shared/site/pages';
import { SAVE_TO_WISHLIST } from '@shared/site/screen-texts';
import { pageTitle } from '@shared/site/site';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory';
import { resetDealCache, seedDeals } from '../../../tests/support/shopper-screens';
import { SCREEN_ROUTES, screens } from '../route-table';

const renderRoute = (path: string) => {
  const router = createMemoryRouter(
    SCREEN_ROUTES.map(({ path: pattern, screen }) => ({
      path: pattern,
      lazy: async () => ({ Component: (await screens[screen]()).default }),
    })),
    { initialEntries: [path] },
  );
  render(
    <HelmetProvider>
      <JotaiProvider>
        <RouterProvider router={router} />
      </JotaiProvider>
    </HelmetProvider>,
  );
  return router;
};

beforeEach(async () => {
  await resetDealCache();
  await seedDeals([
    makeDeal({
      id: 'tv',
      title: 'OLED TV',
      todayOnly: true,
      trending: true,
      trendingRank: 1,
      popularRank: 2,
    }),
    makeDeal({ id: 'boots', title: 'Hiking Boots', category: 'fashion', popularRank: 1 }),
  ]);
});

describe('shopper routes', () => {
  it.each([
    ['/category/fashion', 'Fashion Deals', '1 Deals Found'],
    ['/deals/fashion', 'Fashion Deals', '1 Deals Found'],
    ['/category/all', PAGES.category.title, '2 Deals Found'],
    ['/category', PAGES.category.title, '2 Deals Found'],
    ['/deals', PAGES.deals.title, '2 Deals Found'],
    ['/deals/today', PAGES.dealsToday.title, '1 Deals Found'],
    ['/daily-deals', PAGES.dailyDeals.title, '1 Deals Found'],
    ['/deals/trending', PAGES.dealsTrending.title, '1 Deals Found'],
    ['/trending', PAGES.trending.title, '1 Deals Found'],
    ['/deals/popular', PAGES.dealsPopular.title, '2 Deals Found'],
    ['/popular', PAGES.popular.title, '2 Deals Found'],
  ])('%s shows "%s" with its deals', async (path, heading, count) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(count)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(pageTitle(heading)));
  });

  it('lists popular deals in rank order', async () => {
    renderRoute('/popular');
    await screen.findByText('2 Deals Found');
    expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([
      'Hiking Boots',
      'OLED TV',
    ]);
  });

  it('/deal/{id} shows the deal with the wishlist toggle', async () => {
    renderRoute('/deal/tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'OLED TV' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: SAVE_TO_WISHLIST })).toBeTruthy();
  });

  it('/search?q= runs the search', async () => {
    renderRoute('/search?q=boots');
    expect(await screen.findByText('Found 1 deals for "boots"')).toBeTruthy();
  });

  it('/wishlist renders the wishlist', async () => {
    renderRoute('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: PAGES.wishlist.title })).toBeTruthy();
  });

  it('/ renders the home page', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: PAGES.home.title })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'OLED TV' })).length).toBeGreaterThan(0);
  });

  it('/categories renders the category index', async () => {
    renderRoute('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: PAGES.categories.title })).toBeTruthy();
  });
});

describe('the first ad place on a listing', () => {
  // Five deals: a phone's grid shows two a row.
  const titles = ['Kettle A', 'Kettle B', 'Kettle C', 'Kettle D', 'Kettle E'];

  it.each(['/', '/deals', '/category/all', '/deals/popular', '/search?q=kettle'])(
    '%s draws it after the first row of deals (CSS shows it there on phones only)',
    async (path) => {
      await seedDeals(
        titles.map((title, index) =>
          makeDeal({ id: `kettle-${index}`, title, category: 'home-garden', popularRank: index + 1 }),
        ),
      );
      renderRoute(path);
      const place = await screen.findByRole('complementary', { name: AD_PLACE_LABELS.listing });
      const items = [...place.closest('ul')!.children] as HTMLElement[];
      const order = items.map((item) =>
        within(item).queryByRole('complementary') ? 'ad' : within(item).getByRole('heading').textContent,
      );
      expect(order.slice(0, 4)).toEqual([expect.any(String), expect.any(String), 'ad', expect.any(String)]);
      expect(order.filter((entry) => entry === 'ad')).toHaveLength(1);
    },
  );
});
