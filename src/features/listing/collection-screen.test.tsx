import { PAGES } from '@shared/pages';
import { screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen } from '@tests/support/shopper-screens';
import { describe, expect, it } from 'vitest';
import { CollectionScreen } from './collection-screen';
import { IDLE_SYNC } from './sync-status';

describe('CollectionScreen', () => {
  it('shows the page title, the count and the deals in the order given', () => {
    const deals = [makeDeal({ id: 'b', title: 'Second' }), makeDeal({ id: 'a', title: 'First' })];
    renderScreen(<CollectionScreen page={PAGES.dealsTrending} deals={deals} sync={IDLE_SYNC} />);
    expect(screen.getByRole('heading', { level: 1, name: PAGES.dealsTrending.title })).toBeTruthy();
    expect(screen.getByText('2 Deals Found')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Second',
      'First',
    ]);
  });

  it("shows 'Loading deals...' while the cache answers and the empty message when there are none", () => {
    const { unmount } = renderScreen(
      <CollectionScreen page={PAGES.dealsToday} deals={undefined} sync={IDLE_SYNC} />,
    );
    expect(screen.getByText('Loading deals...')).toBeTruthy();
    unmount();
    renderScreen(<CollectionScreen page={PAGES.dealsToday} deals={[]} sync={IDLE_SYNC} />);
    expect(screen.getByText('No deals found in this category')).toBeTruthy();
  });
});
