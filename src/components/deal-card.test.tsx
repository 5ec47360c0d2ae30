import { HOT_BADGE, NEW_TEMPERATURE, TEMPERATURE_LABEL } from '@shared/community/temperature-texts';
import { LOWEST_IN_90_DAYS, SHOP_LIST_PRICE } from '@shared/price-history/price-history-texts';
import { ORIGINAL_PRICE } from '@shared/site/screen-texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal, TEST_NOW } from '../../tests/factories/deal-factory';
import { renderPage } from '../../tests/support/render-page';
import { DealCard } from './deal-card';

describe('a deal card’s temperature', () => {
  it('shows the degrees, and the Hot badge from 100°', () => {
    renderPage(<DealCard deal={{ ...makeDeal({ id: 'hot' }), temperature: 100 }} now={TEST_NOW} />);
    expect(screen.getByTitle(TEMPERATURE_LABEL).textContent).toBe('100°');
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
    renderPage(<DealCard deal={makeDeal({ id: 'sample' })} now={TEST_NOW} />);
    expect(screen.queryByTitle(TEMPERATURE_LABEL)).toBeNull();
    expect(screen.queryByText(/°$/)).toBeNull();
    expect(screen.queryByText(NEW_TEMPERATURE)).toBeNull();
  });
});

describe('a deal card’s honest discount', () => {
  const truth = (listPriceSeen: boolean, lowestBefore: number, lowestIn90Days = false) => ({
    since: TEST_NOW.toISOString(),
    lowestBefore,
    listPriceSeen,
    lowestIn90Days,
  });
  const kettle = (priceTruth?: ReturnType<typeof truth>) => ({
    ...makeDeal({ id: 'kettle', originalPrice: 149.99, currentPrice: 99, discount: 34 }),
    ...(priceTruth ? { priceTruth } : {}),
  });

  it('shows the shop’s discount and original price when that price was charged, or nothing is known', () => {
    for (const deal of [kettle(), kettle(truth(true, 109))]) {
      const { unmount } = renderPage(<DealCard deal={deal} now={TEST_NOW} />);
      expect(screen.getByText('34% OFF')).toBeTruthy();
      expect(screen.getByText('$149.99').closest('del')?.textContent).toBe(`${ORIGINAL_PRICE}: $149.99`);
      expect(screen.queryByText(new RegExp(SHOP_LIST_PRICE))).toBeNull();
      expect(screen.queryByText(LOWEST_IN_90_DAYS)).toBeNull();
      unmount();
    }
  });

  it('takes the percentage against the 30-day low and labels a list price never charged', () => {
    renderPage(<DealCard deal={kettle(truth(false, 109, true))} now={TEST_NOW} />);
    expect(screen.getByText('9% OFF')).toBeTruthy();
    expect(screen.queryByText('34% OFF')).toBeNull();
    expect(screen.getByText('$149.99').parentElement?.textContent).toBe(`${SHOP_LIST_PRICE}: $149.99`);
    expect(screen.getByText(LOWEST_IN_90_DAYS)).toBeTruthy();
  });

  it('shows no badge when the deal is no cheaper than the 30-day low', () => {
    renderPage(<DealCard deal={kettle(truth(false, 99))} now={TEST_NOW} />);
    expect(screen.queryByText(/% OFF$/)).toBeNull();
  });
});
