import { HOT_BADGE, NEW_TEMPERATURE } from '@shared/temperature';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal, TEST_NOW } from '../../tests/factories/deal-factory';
import { renderPage } from '../../tests/support/render-page';
import { DealCard } from './deal-card';

describe('a deal card’s temperature', () => {
  it('shows the degrees, and the Hot badge from 100°', () => {
    renderPage(<DealCard deal={{ ...makeDeal({ id: 'hot' }), temperature: 100 }} now={TEST_NOW} />);
    expect(screen.getByText('100°')).toBeTruthy();
    expect(screen.getByText(HOT_BADGE)).toBeTruthy();
  });

  it('shows New while the server keeps the number back, and no badge below 100°', () => {
    const { unmount } = renderPage(
      <DealCard deal={{ ...makeDeal({ id: 'new' }), temperature: null }} now={TEST_NOW} />,
    );
    expect(screen.getByText(NEW_TEMPERATURE)).toBeTruthy();
    expect(screen.queryByText(HOT_BADGE)).toBeNull();
    unmount();
    renderPage(<DealCard deal={{ ...makeDeal({ id: 'warm' }), temperature: 99 }} now={TEST_NOW} />);
    expect(screen.getByText('99°')).toBeTruthy();
    expect(screen.queryByText(HOT_BADGE)).toBeNull();
  });

  it('shows nothing for deals members do not vote on', () => {
    const { container } = renderPage(<DealCard deal={makeDeal({ id: 'sample' })} now={TEST_NOW} />);
    expect(container.querySelector('.deal-card__temperature')).toBeNull();
  });
});
