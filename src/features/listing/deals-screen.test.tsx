import { DEALS_PAGE_TABS } from '@shared/deal/categories';
import { ALL_DEALS_TAB } from '@shared/deal/categories-texts';
import { SORT_OPTIONS } from '@shared/deal/deal-texts';
import { PAGES } from '@shared/site/pages';
import { CATEGORY_TABS_LABEL, SORT_LABEL } from '@shared/site/screen-texts';
import { screen, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { DealsScreen } from './deals-screen';
import { IDLE_SYNC } from './sync-status';

const day = (n: number) => new Date(Date.UTC(2025, 4, n)).toISOString();

const deals = [
  makeDeal({ id: 'tv', title: 'OLED TV', currentPrice: 999, originalPrice: 1499, createdAt: day(3) }),
  makeDeal({ id: 'cable', title: 'USB-C Cable', currentPrice: 9, originalPrice: 15, createdAt: day(1) }),
  makeDeal({
    id: 'boots',
    title: 'Hiking Boots',
    category: 'fashion',
    currentPrice: 80,
    originalPrice: 200,
    createdAt: day(2),
  }),
  makeDeal({
    id: 'flight',
    title: 'Lisbon Getaway',
    category: 'travel',
    currentPrice: 450,
    originalPrice: 520,
    createdAt: day(4),
  }),
];

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('current-location').textContent;

beforeEach(async () => {
  await resetDealCache();
});

describe('DealsScreen', () => {
  it("is titled Today's Best Deals and offers the spec's category tabs, All Deals first and selected", async () => {
    await seedDeals(deals);
    renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals');

    expect(screen.getByRole('heading', { level: 1, name: "Today's Best Deals" })).toBeTruthy();
    expect(PAGES.deals.title).toBe("Today's Best Deals");
    const tabs = within(screen.getByRole('tablist', { name: CATEGORY_TABS_LABEL })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Deals',
      'Electronics',
      'Fashion',
      'Home & Garden',
      'Travel',
      'Gaming',
      'Sports',
    ]);
    expect(screen.getByRole('tab', { name: ALL_DEALS_TAB }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('4 Deals Found')).toBeTruthy();
  });

  it('sorts newest first by default and offers the four sorts, the hottest over three spans and the most discussed', async () => {
    await seedDeals(deals);
    renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals');
    await screen.findByText('4 Deals Found');

    const select = screen.getByRole('combobox', { name: SORT_LABEL }) as HTMLSelectElement;
    expect(select.value).toBe('newest');
    expect(Array.from(select.options).map((option) => option.value)).toEqual([
      'newest',
      'priceAsc',
      'priceDesc',
      'savings',
      'hottest',
      'hotWeek',
      'hotMonth',
      'discussed',
    ]);
    expect(titles()).toEqual(['Lisbon Getaway', 'OLED TV', 'Hiking Boots', 'USB-C Cable']);
  });

  it.each([
    ['priceAsc', ['USB-C Cable', 'Hiking Boots', 'Lisbon Getaway', 'OLED TV']],
    ['priceDesc', ['OLED TV', 'Lisbon Getaway', 'Hiking Boots', 'USB-C Cable']],
    ['savings', ['OLED TV', 'Hiking Boots', 'Lisbon Getaway', 'USB-C Cable']],
  ])('sorts by %s when chosen, and keeps the choice in the address', async (sort, expected) => {
    await seedDeals(deals);
    const { user } = renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals');
    await screen.findByText('4 Deals Found');
    const label = SORT_OPTIONS.find((option) => option.key === sort)!.label;

    await user.selectOptions(screen.getByRole('combobox', { name: SORT_LABEL }), label);
    expect(titles()).toEqual(expected);
    expect(location()).toBe(`/deals?sort=${sort}`);
  });

  it('filters by the chosen tab and keeps it in the address', async () => {
    await seedDeals(deals);
    const { user } = renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals?sort=priceAsc');
    await screen.findByText('4 Deals Found');

    await user.click(screen.getByRole('tab', { name: 'Fashion' }));
    expect(await screen.findByText('1 Deals Found')).toBeTruthy();
    expect(titles()).toEqual(['Hiking Boots']);
    expect(screen.getByRole('tab', { name: 'Fashion' }).getAttribute('aria-selected')).toBe('true');
    expect(location()).toBe('/deals?sort=priceAsc&category=fashion');

    await user.click(screen.getByRole('tab', { name: ALL_DEALS_TAB }));
    expect(await screen.findByText('4 Deals Found')).toBeTruthy();
    expect(location()).toBe('/deals?sort=priceAsc');
  });

  it('opens with the sort and tab of a shared address', async () => {
    await seedDeals(deals);
    renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals?sort=priceDesc&category=electronics');
    expect(await screen.findByText('2 Deals Found')).toBeTruthy();
    expect(titles()).toEqual(['OLED TV', 'USB-C Cable']);
    expect(screen.getByRole('tab', { name: 'Electronics' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('combobox', { name: SORT_LABEL }) as HTMLSelectElement).value).toBe('priceDesc');
  });

  it('falls back to the defaults for unknown values in the address', async () => {
    await seedDeals(deals);
    renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals?sort=cheapest&category=moon');
    expect(await screen.findByText('4 Deals Found')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: SORT_LABEL }) as HTMLSelectElement).value).toBe('newest');
    expect(screen.getByRole('tab', { name: ALL_DEALS_TAB }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys', async () => {
    await seedDeals(deals);
    const { user } = renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals');
    await screen.findByText('4 Deals Found');
    screen.getByRole('tab', { name: ALL_DEALS_TAB }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: DEALS_PAGE_TABS[1]!.label }));
    expect(location()).toBe('/deals?category=electronics');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows 'No deals found in this category' for an empty tab", async () => {
    await seedDeals(deals);
    const { user } = renderScreen(<DealsScreen sync={IDLE_SYNC} />, '/deals');
    await screen.findByText('4 Deals Found');
    await user.click(screen.getByRole('tab', { name: 'Gaming' }));
    expect(await screen.findByText('No deals found in this category')).toBeTruthy();
  });

  it("shows 'Loading deals...' while loading", async () => {
    renderScreen(<DealsScreen sync={{ syncing: true, error: null }} />, '/deals');
    expect(await screen.findByText('Loading deals...')).toBeTruthy();
  });
});
