import {
  EARLIER_DEALS,
  SHOW_MORE,
  SORT_LABEL,
  showingCount,
  showingRange,
  VIEW_MODES,
} from '@shared/site/screen-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hoursFrom, makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoryScreen } from './category-screen';
import { VIEW_MODE_STORAGE_KEY } from './state';
import { IDLE_SYNC } from './sync-status';

const electronics = [
  makeDeal({
    id: 'e1',
    title: 'Noise-Cancelling Headphones',
    currentPrice: 199,
    originalPrice: 349,
    discount: 43,
  }),
  makeDeal({
    id: 'e2',
    title: '4K Streaming Stick',
    currentPrice: 29.99,
    originalPrice: 49.99,
    discount: 40,
  }),
  makeDeal({ id: 'e3', title: 'Mechanical Keyboard', currentPrice: 89, originalPrice: 129, discount: 31 }),
];
const fashion = makeDeal({ id: 'f1', title: 'Linen Shirt', category: 'fashion' });

beforeEach(async () => {
  await resetDealCache();
});

const cards = () => screen.getAllByRole('listitem');

describe('CategoryScreen', () => {
  it("shows '{n} Deals Found' and a card per deal of the category", async () => {
    await seedDeals([...electronics, fashion]);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />, '/category/electronics');

    expect(await screen.findByText('3 Deals Found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Electronics Deals' })).toBeTruthy();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByText('Linen Shirt')).toBeNull();
  });

  it('shows every deal for the category "all"', async () => {
    await seedDeals([...electronics, fashion]);
    renderScreen(<CategoryScreen slug="all" sync={IDLE_SYNC} />, '/category/all');
    expect(await screen.findByText('4 Deals Found')).toBeTruthy();
  });

  it('gives each card its image, badge, title, description, prices and time to expiry', async () => {
    const deal = makeDeal({
      id: 'd1',
      title: 'Robot Vacuum',
      description: 'Maps your home and empties itself.',
      image: '/images/deals/robot-vacuum-1.svg',
      images: ['/images/deals/robot-vacuum-1.svg'],
      originalPrice: 399.99,
      currentPrice: 249.99,
      discount: 38,
      expiryDate: hoursFrom(new Date(), 50),
    });
    await seedDeals([deal]);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);

    const card = (await screen.findAllByRole('listitem'))[0]!;
    const image = within(card).getByRole('img', { name: 'Robot Vacuum' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(within(card).getByText('38% OFF')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Robot Vacuum' }).getAttribute('href')).toBe('/deal/d1');
    expect(within(card).getByText('Maps your home and empties itself.')).toBeTruthy();
    expect(within(card).getByText('$249.99')).toBeTruthy();
    expect(within(card).getByText('$399.99').closest('del')).toBeTruthy();
    expect(within(card).getByText('Expires in 2 days')).toBeTruthy();
  });

  it('loads the first row of images at once and the rest lazily', async () => {
    await seedDeals(Array.from({ length: 8 }, (_, index) => makeDeal({ id: `d${index}` })));
    renderScreen(<CategoryScreen slug="all" sync={IDLE_SYNC} />);
    await screen.findByText('8 Deals Found');
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it("shows 'No deals found in this category' when the category is empty", async () => {
    await seedDeals([fashion]);
    renderScreen(<CategoryScreen slug="travel" sync={IDLE_SYNC} />);
    expect(await screen.findByText('No deals found in this category')).toBeTruthy();
    expect(screen.getByText('0 Deals Found')).toBeTruthy();
  });

  it("shows 'Loading deals...' while the first sync fills an empty cache", async () => {
    renderScreen(<CategoryScreen slug="all" sync={{ syncing: true, error: null }} />);
    await waitFor(() => expect(screen.getByText('Loading deals...')).toBeTruthy());
    expect(screen.queryByText('No deals found in this category')).toBeNull();
  });

  it('says so when the sync failed and nothing is cached', async () => {
    renderScreen(<CategoryScreen slug="all" sync={{ syncing: false, error: 'Network unreachable' }} />);
    expect(await screen.findByText('No deals found in this category')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Network unreachable');
  });

  it('leaves out expired deals', async () => {
    await seedDeals([
      ...electronics,
      makeDeal({ id: 'old', title: 'Gone', expiryDate: hoursFrom(new Date(), -2) }),
    ]);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);
    expect(await screen.findByText('3 Deals Found')).toBeTruthy();
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('starts in grid view and remembers another view mode', async () => {
    await seedDeals(electronics);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);
    await screen.findByText('3 Deals Found');

    const [gridMode, ...otherModes] = VIEW_MODES;
    const grid = screen.getByRole('button', { name: gridMode.label });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('list', { name: 'Electronics Deals' }).className).toContain('deal-grid--grid');

    expect(otherModes.map((mode) => mode.label)).toEqual(['Compact grid', 'List', 'Compact list']);
    for (const { label: name, id: mode } of otherModes) {
      await act(async () => screen.getByRole('button', { name }).click());
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
      expect(grid.getAttribute('aria-pressed')).toBe('false');
      expect(screen.getByRole('list', { name: 'Electronics Deals' }).className).toContain(
        `deal-grid--${mode}`,
      );
      expect(JSON.parse(localStorage.getItem(VIEW_MODE_STORAGE_KEY)!)).toBe(mode);
    }
  });

  it('opens in the stored view mode', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('list'));
    await seedDeals(electronics);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);
    await screen.findByText('3 Deals Found');
    expect(screen.getByRole('button', { name: VIEW_MODES[2].label }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('ignores a stored view mode it does not know', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('mosaic'));
    await seedDeals(electronics);
    renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);
    await screen.findByText('3 Deals Found');
    expect(screen.getByRole('button', { name: VIEW_MODES[0].label }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('sorts by the sort in the address and writes a new choice there', async () => {
    await seedDeals(electronics);
    const { user } = renderScreen(
      <CategoryScreen slug="electronics" sync={IDLE_SYNC} />,
      '/category/electronics?sort=priceAsc',
    );
    await screen.findByText('3 Deals Found');
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles()).toEqual(['4K Streaming Stick', 'Mechanical Keyboard', 'Noise-Cancelling Headphones']);
    expect((screen.getByRole('combobox', { name: SORT_LABEL }) as HTMLSelectElement).value).toBe('priceAsc');

    await user.selectOptions(screen.getByRole('combobox', { name: SORT_LABEL }), 'priceDesc');
    expect(titles()).toEqual(['Noise-Cancelling Headphones', 'Mechanical Keyboard', '4K Streaming Stick']);
    expect(screen.getByTestId('current-location').textContent).toBe('/category/electronics?sort=priceDesc');
  });

  it("adds 48 cards per 'Show more', says how many are shown, and links the next page", async () => {
    await seedDeals(Array.from({ length: 100 }, (_, index) => makeDeal({ id: `bulk-${index}` })));
    const { user } = renderScreen(<CategoryScreen slug="all" sync={IDLE_SYNC} />, '/category/all');
    expect(await screen.findByText('100 Deals Found')).toBeTruthy();
    // A screenful first, then the rest of the page in a background render.
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(screen.getByText(showingCount(48, 100))).toBeTruthy();
    // For crawlers and browsers without the app, 'Show more' is the next page's address.
    expect(screen.getByRole('link', { name: SHOW_MORE }).getAttribute('href')).toBe('/category/all?page=2');

    await user.click(screen.getByRole('link', { name: SHOW_MORE }));
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(screen.getByTestId('current-location').textContent).toBe('/category/all');
    expect(screen.getByRole('link', { name: SHOW_MORE }).getAttribute('href')).toBe('/category/all?page=3');
    await user.click(screen.getByRole('link', { name: SHOW_MORE }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    expect(screen.getByText(showingCount(100, 100))).toBeTruthy();
    expect(screen.queryByRole('link', { name: SHOW_MORE })).toBeNull();
  });

  it('opens at the page the address names, with the way back to the page before', async () => {
    await seedDeals(Array.from({ length: 100 }, (_, index) => makeDeal({ id: `bulk-${index}` })));
    renderScreen(<CategoryScreen slug="all" sync={IDLE_SYNC} />, '/category/all?page=3&sort=priceAsc');
    expect(await screen.findByText(showingRange(97, 100, 100))).toBeTruthy();
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('link', { name: EARLIER_DEALS }).getAttribute('href')).toBe(
      '/category/all?page=2&sort=priceAsc',
    );
  });

  it('shows the not-found screen for a page the listing does not have', async () => {
    await seedDeals(electronics);
    for (const address of ['/category/electronics?page=2', '/category/electronics?page=zero']) {
      const { unmount } = renderScreen(
        <CategoryScreen slug="electronics" sync={IDLE_SYNC} notFound={<h1>Nothing here</h1>} />,
        address,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Nothing here' }), address).toBeTruthy();
      unmount();
    }
  });

  it('opens the deal when its card is clicked', async () => {
    await seedDeals(electronics);
    const { user } = renderScreen(<CategoryScreen slug="electronics" sync={IDLE_SYNC} />);
    await user.click(await screen.findByRole('link', { name: 'Mechanical Keyboard' }));
    expect(screen.getByTestId('current-location').textContent).toBe('/deal/e3');
  });
});
