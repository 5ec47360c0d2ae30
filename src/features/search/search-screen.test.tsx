import { useLastSync } from '@lib/db/deal-queries';
import { replaceAllDeals } from '@lib/db/deal-store';
import { PAGES } from '@shared/site/pages';
import { REFINE_SEARCH, SEARCHING } from '@shared/site/screen-texts';
import { pageTitle } from '@shared/site/site';
import { screen, waitFor, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { jsonLdBlocks } from '@tests/support/json-ld';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchScreen } from './search-screen';

/** The screen as the app mounts it: the time of the last sync tells it when the cache changed. */
function FollowingTheCache() {
  const lastSync = useLastSync();
  return (
    <SearchScreen
      syncing={false}
      cacheVersion={lastSync === undefined ? undefined : (lastSync?.getTime() ?? null)}
    />
  );
}

const deals = [
  makeDeal({ id: 'a', title: 'Wireless Headphones', store: 'Sound Hub' }),
  makeDeal({ id: 'b', title: 'Office Chair', description: 'Ergonomic chair with headrest' }),
  makeDeal({ id: 'c', title: 'Garden Hose', store: 'Green Thumb' }),
];

const head = (selector: string, attribute: string) =>
  document.head.querySelector(selector)?.getAttribute(attribute);

beforeEach(async () => {
  await resetDealCache();
  await seedDeals(deals);
});

describe('SearchScreen', () => {
  it('shows the query and \'Found N deals for "{query}"\' with the matching cards', async () => {
    renderScreen(<SearchScreen syncing={false} />, '/search?q=head');
    expect(await screen.findByText('Found 2 deals for "head"')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('head');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.sort()).toEqual(['Office Chair', 'Wireless Headphones']);
  });

  it('matches the store case-insensitively', async () => {
    renderScreen(<SearchScreen syncing={false} />, '/search?q=GREEN%20thumb');
    expect(await screen.findByText('Found 1 deals for "GREEN thumb"')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Garden Hose' }).getAttribute('href')).toBe('/deal/c');
  });

  it('shows \'No deals found for "{query}"\' when nothing matches', async () => {
    renderScreen(<SearchScreen syncing={false} />, '/search?q=submarine');
    expect(await screen.findByText('No deals found for "submarine"')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("shows 'Start searching for deals' without a query", async () => {
    renderScreen(<SearchScreen syncing={false} />, '/search');
    expect(screen.getByText('Start searching for deals')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: PAGES.search.title })).toBeTruthy();
  });

  it('searches again when a sync lands, so new deals are found', async () => {
    await replaceAllDeals(deals, { lastSyncAt: '2025-06-01T10:00:00.000Z' });
    renderScreen(<FollowingTheCache />, '/search?q=lamp');
    expect(await screen.findByText('No deals found for "lamp"')).toBeTruthy();
    await act(() =>
      replaceAllDeals([...deals, makeDeal({ id: 'd', title: 'Desk Lamp' })], {
        lastSyncAt: '2025-06-01T11:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Found 1 deals for "lamp"')).toBeTruthy();
  });

  it('does not claim "no deals" before the search has answered', () => {
    renderScreen(<SearchScreen syncing={false} />, '/search?q=head');
    expect(screen.getByText(SEARCHING)).toBeTruthy();
    expect(screen.queryByText('No deals found for "head"')).toBeNull();
  });

  it('sets title, description, keywords, canonical link and SearchResultsPage data', async () => {
    renderScreen(<SearchScreen syncing={false} />, '/search?q=head');
    await screen.findByText('Found 2 deals for "head"');
    await waitFor(() => expect(document.title).toBe(pageTitle('Search results for "head"')));
    await waitFor(() => expect(head('meta[name="description"]', 'content')).toContain('2 current deals'));
    expect(head('meta[name="keywords"]', 'content')).toContain('head');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/search?q=head`);
    await waitFor(() =>
      expect(jsonLdBlocks().some((block) => block['@type'] === 'SearchResultsPage')).toBe(true),
    );
    const data = jsonLdBlocks().find((block) => block['@type'] === 'SearchResultsPage') as {
      mainEntity: { numberOfItems: number; itemListElement: { url: string }[] };
    };
    expect(data.mainEntity.numberOfItems).toBe(2);
    expect(data.mainEntity.itemListElement.map((item) => item.url).sort()).toEqual([
      `${window.location.origin}/deal/a`,
      `${window.location.origin}/deal/b`,
    ]);
  });

  it('searches again from its own box, through the address', async () => {
    const { user } = renderScreen(<SearchScreen syncing={false} />, '/search?q=head');
    await screen.findByText('Found 2 deals for "head"');
    const box = within(screen.getByRole('search', { name: REFINE_SEARCH })).getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'hose{Enter}');
    expect(await screen.findByText('Found 1 deals for "hose"')).toBeTruthy();
    expect(screen.getByTestId('current-location').textContent).toBe('/search?q=hose');
  });
});
