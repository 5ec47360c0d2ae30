import type { ViewMode } from '@shared/site/screen-texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal, TEST_NOW } from '../../tests/factories/deal-factory';
import { renderPage } from '../../tests/support/render-page';
import { DealGrid } from './deal-grid';

const deals = (count: number) =>
  Array.from({ length: count }, (_, index) => makeDeal({ id: `d${index + 1}`, title: `Deal ${index + 1}` }));

/** The list's items in reading order: a card's title, or 'insert' for what comes after the first row. */
const itemsInOrder = () =>
  [...screen.getByRole('list', { name: 'Deals' }).children].map(
    (item) =>
      within(item as HTMLElement).queryByRole('heading')?.textContent ??
      (within(item as HTMLElement).queryByText('Our advertisement') ? 'insert' : '?'),
  );

const renderGrid = (count: number, mode: ViewMode) =>
  renderPage(
    <DealGrid
      deals={deals(count)}
      now={TEST_NOW}
      mode={mode}
      label="Deals"
      afterFirstRowOnPhones={<p>Our advertisement</p>}
    />,
  );

describe('what a deal grid shows after its first row on phones', () => {
  it.each([
    ['grid', 2],
    ['compact-grid', 3],
    ['list', 1],
    ['compact-list', 1],
  ] as const)('comes after the first row of a phone in %s mode (%i cards)', (mode, perRow) => {
    renderGrid(5, mode);
    const titles = deals(5).map((deal) => deal.title);
    expect(itemsInOrder()).toEqual([...titles.slice(0, perRow), 'insert', ...titles.slice(perRow)]);
  });

  it('comes after the last card when there is less than a row', () => {
    renderGrid(1, 'compact-grid');
    expect(itemsInOrder()).toEqual(['Deal 1', 'insert']);
  });

  it('is not drawn without cards, nor when none is given', () => {
    const { unmount } = renderGrid(0, 'grid');
    expect(screen.queryByText('Our advertisement')).toBeNull();
    unmount();
    renderPage(<DealGrid deals={deals(3)} now={TEST_NOW} label="Deals" />);
    expect(itemsInOrder()).toEqual(['Deal 1', 'Deal 2', 'Deal 3']);
  });
});
