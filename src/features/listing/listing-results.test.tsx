import { db } from '@lib/db/database';
import { saveFollows } from '@lib/db/follows-store';
import { saveStoreDirectory } from '@lib/db/store-directory-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { wholeList } from '@shared/deal/deal-list';
import { HIDE_MUTED, hiddenByMutes, SHOW_MUTED } from '@shared/discovery/follows-texts';
import { configure, screen, waitFor } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingResults } from './listing-results';
import { IDLE_SYNC } from './sync-status';

// IndexedDB settles asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const AT = '2026-06-01T00:00:00.000Z';
const deals = [
  makeDeal({ id: 'kettle', title: 'Refurbished electric kettle', category: 'home-garden' }),
  makeDeal({ id: 'shirt', title: 'Linen shirt', category: 'fashion' }),
  // Best Buy's by its link, whatever the deal calls the store.
  makeDeal({
    id: 'tv',
    title: 'OLED television',
    store: 'bestbuy.com',
    affiliateUrl: 'https://www.bestbuy.com/site/tv',
  }),
  makeDeal({ id: 'novel', title: 'A long novel', category: 'books' }),
];

async function memberWithMutes() {
  appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
  await saveStoreDirectory(
    {
      stores: [
        {
          slug: 'best-buy',
          name: 'Best Buy',
          hosts: ['bestbuy.com'],
          aliases: [],
          logo: null,
          description: '',
          affiliateNote: '',
        },
      ],
      coupons: [],
    },
    null,
  );
  await saveFollows('m1', {
    follows: [],
    mutes: [
      { kind: 'keyword', target: 'refurbished', label: 'refurbished', createdAt: AT },
      { kind: 'category', target: 'fashion', label: 'Fashion', createdAt: AT },
      { kind: 'store', target: 'best-buy', label: 'Best Buy', createdAt: AT },
    ],
  });
}

afterEach(async () => {
  appStore.set(memberAtom, null);
  await Promise.all([db.settings.clear(), db.storeDirectory.clear()]);
});

const renderListing = () =>
  renderPage(
    <Provider store={appStore}>
      <ListingResults
        list={wholeList(deals)}
        page={1}
        pageHref={(page) => `/deals?page=${page}`}
        sync={IDLE_SYNC}
      />
    </Provider>,
    '/deals',
  );

const shownTitles = () =>
  deals.map((deal) => deal.title).filter((title) => screen.queryByText(title) !== null);

describe('a listing and the member’s mutes', () => {
  it('hides the deals a member muted by keyword, category or store, and shows them on request', async () => {
    await memberWithMutes();
    const { user } = renderListing();
    expect(await screen.findByText(hiddenByMutes(3), { exact: false })).toBeTruthy();
    expect(shownTitles()).toEqual(['A long novel']);
    expect(screen.getByText('1 Deals Found')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: SHOW_MUTED }));
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: HIDE_MUTED }));
    await waitFor(() => expect(shownTitles()).toEqual(['A long novel']));
  });

  it('hides nothing for a visitor, whatever this device kept for a member', async () => {
    await memberWithMutes();
    appStore.set(memberAtom, null);
    renderListing();
    expect(await screen.findByText('OLED television')).toBeTruthy();
    expect(shownTitles()).toHaveLength(4);
    expect(screen.queryByText(hiddenByMutes(3), { exact: false })).toBeNull();
  });
});
