import { listWishlist, toggleWishlist as toggleWishlistOnce } from '@lib/db/wishlist-store';
import { PAGES } from '@shared/site/pages';
import { removeFromWishlist, SAVE_TO_WISHLIST, WISHLIST_EMPTY } from '@shared/site/screen-texts';
import { screen, waitFor } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { beforeEach, describe, expect, it } from 'vitest';
import { WishlistScreen } from './wishlist-screen';
import { WishlistToggle } from './wishlist-toggle';

const lamp = makeDeal({ id: 'lamp', title: 'Desk Lamp' });
const kettle = makeDeal({ id: 'kettle', title: 'Electric Kettle', category: 'home-garden' });

/** The save toggle once the wishlist has answered (it claims no state until then). */
const enabledSaveButton = async () => {
  const toggle = screen.getByRole('button', { name: SAVE_TO_WISHLIST });
  await waitFor(() => expect(toggle.hasAttribute('aria-pressed')).toBe(true));
  return toggle;
};

beforeEach(async () => {
  await resetDealCache();
  await seedDeals([lamp, kettle]);
});

describe('WishlistToggle', () => {
  it('claims no state before the wishlist answers, and a press then saves, never un-saves', async () => {
    await toggleWishlistOnce(lamp);
    const { user } = renderScreen(<WishlistToggle deal={lamp} />);
    const toggle = screen.getByRole('button', { name: SAVE_TO_WISHLIST });
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect((await listWishlist()).map((entry) => entry.dealId)).toEqual(['lamp']);
  });

  it('saves and un-saves the deal, pressed while saved', async () => {
    const { user } = renderScreen(<WishlistToggle deal={lamp} />);
    const toggle = await enabledSaveButton();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect((await listWishlist()).map((entry) => entry.dealId)).toEqual(['lamp']);

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(await listWishlist()).toEqual([]);
  });
});

describe('WishlistScreen', () => {
  it('says the wishlist is empty until a deal is saved', async () => {
    renderScreen(<WishlistScreen />, '/wishlist');
    expect(screen.getByRole('heading', { level: 1, name: PAGES.wishlist.title })).toBeTruthy();
    expect(await screen.findByText(WISHLIST_EMPTY)).toBeTruthy();
  });

  it('lists a saved deal and removes it', async () => {
    const { user } = renderScreen(
      <>
        <WishlistToggle deal={lamp} />
        <WishlistScreen />
      </>,
      '/wishlist',
    );
    await user.click(await enabledSaveButton());
    expect(await screen.findByRole('link', { name: 'Desk Lamp' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: removeFromWishlist('Desk Lamp') }));
    expect(await screen.findByText(WISHLIST_EMPTY)).toBeTruthy();
    expect(await listWishlist()).toEqual([]);
  });

  it('keeps showing a saved deal after it leaves the feed', async () => {
    const { user } = renderScreen(
      <>
        <WishlistToggle deal={kettle} />
        <WishlistScreen />
      </>,
      '/wishlist',
    );
    await user.click(await enabledSaveButton());
    await screen.findByRole('link', { name: 'Electric Kettle' });
    await seedDeals([lamp]);
    expect(await screen.findByRole('link', { name: 'Electric Kettle' })).toBeTruthy();
  });
});
