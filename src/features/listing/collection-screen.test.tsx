import { PAGES } from '@shared/site/pages';
import { screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { CollectionScreen } from './collection-screen';
import { IDLE_SYNC } from './sync-status';

beforeEach(async () => {
  await resetDealCache();
});

describe('CollectionScreen', () => {
  it('shows the page title, the count and the deals in the order that defines the collection', async () => {
    await seedDeals([
      makeDeal({ id: 'a', title: 'First', trending: true, trendingRank: 2 }),
      makeDeal({ id: 'b', title: 'Second', trending: true, trendingRank: 1 }),
      makeDeal({ id: 'c', title: 'Not trending' }),
    ]);
    renderScreen(<CollectionScreen page={PAGES.dealsTrending} collection="trending" sync={IDLE_SYNC} />);
    expect(screen.getByRole('heading', { level: 1, name: PAGES.dealsTrending.title })).toBeTruthy();
    expect(await screen.findByText('2 Deals Found')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Second',
      'First',
    ]);
  });

  it("shows 'Loading deals...' while the cache answers and the empty message when there are none", async () => {
    renderScreen(<CollectionScreen page={PAGES.dealsToday} collection="today" sync={IDLE_SYNC} />);
    expect(screen.getByText('Loading deals...')).toBeTruthy();
    expect(await screen.findByText('No deals found in this category')).toBeTruthy();
  });
});
