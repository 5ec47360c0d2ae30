// The deal screen reports each opened deal once, online, for the operators' click-through rate.

import { countViewAtLoad } from '@lib/count-view';
import { screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealDetailScreen } from './deal-detail-screen';

const lamp = makeDeal({ id: 'lamp 1', title: 'Reading lamp' });
const kettle = makeDeal({ id: 'kettle-2', title: 'Glass kettle' });

let beacons: string[];

beforeEach(async () => {
  await resetDealCache();
  await seedDeals([lamp, kettle]);
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string) => {
      beacons.push(url);
      return true;
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the deal page view', () => {
  it('is reported once per opened deal, however often the screen is drawn again', async () => {
    // The clicked card's copy shows first; the screen is drawn again when the device's copy answers.
    const view = renderScreen(<DealDetailScreen id="lamp 1" />, {
      pathname: '/deal/lamp%201',
      state: { deal: { ...lamp, title: 'Reading lamp as listed' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reading lamp as listed' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading lamp' })).toBeTruthy();
    view.unmount();
    expect(beacons).toEqual(['/api/deals/lamp%201/view']);

    renderScreen(<DealDetailScreen id="kettle-2" />, '/deal/kettle-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass kettle' })).toBeTruthy();
    expect(beacons).toEqual(['/api/deals/lamp%201/view', '/api/deals/kettle-2/view']);
  });

  it('is not reported for a deal that is not found, nor offline', async () => {
    renderScreen(<DealDetailScreen id="missing" />, '/deal/missing');
    expect(await screen.findByText('Deal not found')).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(<DealDetailScreen id="kettle-2" />, '/deal/kettle-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass kettle' })).toBeTruthy();
    expect(beacons).toEqual([]);
  });

  it('is not reported again when the app takes over the deal page the entry counted at load', async () => {
    countViewAtLoad('kettle-2');
    expect(beacons).toEqual(['/api/deals/kettle-2/view']);
    const view = renderScreen(<DealDetailScreen id="kettle-2" />, '/deal/kettle-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass kettle' })).toBeTruthy();
    view.unmount();
    expect(beacons).toEqual(['/api/deals/kettle-2/view']);
    // Opened again later in the app: another open.
    renderScreen(<DealDetailScreen id="kettle-2" />, '/deal/kettle-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass kettle' })).toBeTruthy();
    expect(beacons).toEqual(['/api/deals/kettle-2/view', '/api/deals/kettle-2/view']);
  });
});
