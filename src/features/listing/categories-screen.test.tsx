import { CATEGORIES } from '@shared/deal/categories';
import { PAGES } from '@shared/site/pages';
import { categoryDealCount } from '@shared/site/screen-texts';
import { screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoriesScreen } from './categories-screen';
import { IDLE_SYNC } from './sync-status';

beforeEach(async () => {
  await resetDealCache();
});

describe('CategoriesScreen', () => {
  it('lists every category with its number of deals and a link to it', async () => {
    await seedDeals([
      makeDeal({ id: '1', category: 'electronics' }),
      makeDeal({ id: '2', category: 'electronics' }),
      makeDeal({ id: '3', category: 'travel' }),
    ]);
    renderScreen(<CategoriesScreen sync={IDLE_SYNC} />, '/categories');
    expect(screen.getByRole('heading', { level: 1, name: PAGES.categories.title })).toBeTruthy();

    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    expect(electronics.getAttribute('href')).toBe('/category/electronics');
    expect(electronics.closest('article')?.textContent).toContain(categoryDealCount(2));
    expect(screen.getByRole('link', { name: 'Travel' }).closest('article')?.textContent).toContain(
      categoryDealCount(1),
    );
    expect(screen.getByRole('link', { name: 'Gaming' }).closest('article')?.textContent).toContain(
      categoryDealCount(0),
    );
    const all = screen.getByRole('link', { name: PAGES.category.title });
    expect(all.getAttribute('href')).toBe('/category/all');
    expect(all.closest('article')?.textContent).toContain(categoryDealCount(3));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(CATEGORIES.length + 1);
  });
});
