import { db } from '@lib/db/database';
import { FOR_YOU_TEXTS } from '@shared/discovery/for-you-texts';
import { PAGES } from '@shared/site/pages';
import { screen, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { ForYouScreen } from './for-you-screen';
import { ForYouSection } from './for-you-section';

const saved = makeDeal({ id: 'saved-tv', title: 'Saved TV', store: 'Best Buy', category: 'electronics' });
const sameStore = makeDeal({
  id: 'speaker',
  title: 'Party Speaker',
  store: 'Best Buy',
  category: 'home-garden',
});
const elsewhere = makeDeal({ id: 'boots', title: 'Hiking Boots', store: 'REI', category: 'sports' });
const clicked = makeDeal({
  id: 'clicked',
  title: 'Clicked Laptop',
  store: 'Best Buy',
  category: 'electronics',
});

beforeEach(async () => {
  await resetDealCache();
  localStorage.clear();
});

describe('For you', () => {
  it('shows nothing to a shopper this device knows nothing about', async () => {
    await seedDeals([sameStore, elsewhere]);
    renderScreen(<ForYouSection />);
    // Give the device its time to answer: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: FOR_YOU_TEXTS.heading })).toBeNull();
  });

  it('picks deals like those saved here, says why, and leaves out what was clicked out', async () => {
    await seedDeals([saved, sameStore, elsewhere, clicked]);
    await db.wishlist.put({ dealId: saved.id, addedAt: 1, deal: saved });
    localStorage.setItem('rarefinds:activity', JSON.stringify({ opened: [], clickedOut: [clicked.id] }));
    renderScreen(<ForYouSection />);
    const region = await screen.findByRole('region', { name: FOR_YOU_TEXTS.heading });
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Party Speaker']);
    expect(within(region).getByText('Because you liked deals from Best Buy')).toBeTruthy();
  });

  it('links the home page’s row to every pick', async () => {
    await seedDeals([saved, sameStore]);
    await db.wishlist.put({ dealId: saved.id, addedAt: 1, deal: saved });
    renderScreen(<ForYouSection />);
    const region = await screen.findByRole('region', { name: FOR_YOU_TEXTS.heading });
    expect(within(region).getByRole('link', { name: FOR_YOU_TEXTS.seeAll }).getAttribute('href')).toBe(
      '/for-you',
    );
  });
});

describe('the For you page', () => {
  it('lists the picks with their reasons', async () => {
    await seedDeals([saved, sameStore, elsewhere]);
    await db.wishlist.put({ dealId: saved.id, addedAt: 1, deal: saved });
    renderScreen(<ForYouScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.forYou.title);
    expect(await screen.findByText('Because you liked deals from Best Buy')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Party Speaker' })).toBeTruthy();
  });

  it('says how to get picks when there is nothing to pick from', async () => {
    await seedDeals([sameStore, elsewhere]);
    renderScreen(<ForYouScreen />);
    expect(await screen.findByText(FOR_YOU_TEXTS.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: FOR_YOU_TEXTS.browseStores }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(screen.getByRole('link', { name: FOR_YOU_TEXTS.setAlert }).getAttribute('href')).toBe(
      '/account/alerts',
    );
  });
});
