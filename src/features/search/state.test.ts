import { db } from '@lib/db/database';
import { replaceAllDeals } from '@lib/db/deal-store';
import { hoursFrom, makeDeal } from '@tests/factories/deal-factory';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSearchAtom,
  isSearchingAtom,
  runSearchAtom,
  searchQueryAtom,
  searchResultsAtom,
  sendSearchAtom,
  settledQueryAtom,
} from './state';

const now = new Date();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await replaceAllDeals([
    makeDeal({ id: 'tv', title: 'Samsung 65" QLED TV', store: 'Walmart', expiryDate: hoursFrom(now, 5) }),
    makeDeal({ id: 'old-tv', title: 'Old plasma TV', expiryDate: hoursFrom(now, -5) }),
    makeDeal({ id: 'mug', title: 'Travel mug', description: 'Keeps coffee hot', store: 'REI' }),
  ]);
});

const snapshot = (store: ReturnType<typeof createStore>) => ({
  query: store.get(searchQueryAtom),
  results: store.get(searchResultsAtom).map((deal) => deal.id),
  isSearching: store.get(isSearchingAtom),
});

describe('search state', () => {
  it('starts empty', () => {
    expect(snapshot(createStore())).toEqual({ query: '', results: [], isSearching: false });
  });

  it('runs a search over the cache, case-insensitively, without expired deals', async () => {
    const store = createStore();
    await store.set(runSearchAtom, 'tv');
    expect(snapshot(store)).toEqual({ query: 'tv', results: ['tv'], isSearching: true });
    await store.set(runSearchAtom, 'COFFEE');
    expect(snapshot(store).results).toEqual(['mug']);
    await store.set(runSearchAtom, 'walmart');
    expect(snapshot(store).results).toEqual(['tv']);
  });

  it('sets the flag while searching even when nothing matches', async () => {
    const store = createStore();
    await store.set(runSearchAtom, 'submarine');
    expect(snapshot(store)).toEqual({ query: 'submarine', results: [], isSearching: true });
  });

  it('clears the results and the flag for a blank query', async () => {
    const store = createStore();
    await store.set(runSearchAtom, 'tv');
    await store.set(runSearchAtom, '   ');
    expect(snapshot(store)).toEqual({ query: '   ', results: [], isSearching: false });
  });

  it('clear-search resets query, results and flag', async () => {
    const store = createStore();
    await store.set(runSearchAtom, 'mug');
    store.set(clearSearchAtom);
    expect(snapshot(store)).toEqual({ query: '', results: [], isSearching: false });
  });

  it('keeps the newest search when an older one finishes later', async () => {
    const store = createStore();
    const older = store.set(runSearchAtom, 'mug');
    const newer = store.set(runSearchAtom, 'tv');
    await Promise.all([older, newer]);
    expect(snapshot(store)).toEqual({ query: 'tv', results: ['tv'], isSearching: true });
  });
});

describe('a search sent with its query', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Empties the cache, so a search run after this finds nothing and one begun before still does. */
  const emptyTheCache = () => db.deals.clear();

  it('is begun at once and taken up by the screen’s run for that query, once', async () => {
    const store = createStore();
    // The sent search reads the cache before it changes.
    await store.set(sendSearchAtom, ' tv ');
    await emptyTheCache();
    await store.set(runSearchAtom, 'tv');
    expect(snapshot(store)).toEqual({ query: 'tv', results: ['tv'], isSearching: true });
    // A later run (a sync landed) searches again.
    await store.set(runSearchAtom, 'tv');
    expect(snapshot(store).results).toEqual([]);
  });

  it('puts its results in the state as soon as they are in, as the results of its query', async () => {
    const store = createStore();
    await store.set(sendSearchAtom, ' tv ');
    expect(snapshot(store)).toEqual({ query: 'tv', results: ['tv'], isSearching: true });
    expect(store.get(settledQueryAtom)).toBe('tv');
  });

  it('leaves the state to a search begun after it', async () => {
    const store = createStore();
    const sent = store.set(sendSearchAtom, 'tv');
    await store.set(runSearchAtom, 'coffee');
    await sent;
    expect(snapshot(store)).toEqual({ query: 'coffee', results: ['mug'], isSearching: true });
    expect(store.get(settledQueryAtom)).toBe('coffee');
  });

  it('is not taken up by a run for another query', async () => {
    const store = createStore();
    store.set(sendSearchAtom, 'tv');
    await store.set(runSearchAtom, 'coffee');
    expect(snapshot(store).results).toEqual(['mug']);
    await emptyTheCache();
    await store.set(runSearchAtom, 'tv');
    expect(snapshot(store).results).toEqual([]);
  });

  it('is stale after a few seconds: the run searches the cache as it is now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = createStore();
    await store.set(sendSearchAtom, 'tv');
    await emptyTheCache();
    vi.setSystemTime(Date.now() + 5000);
    await store.set(runSearchAtom, 'tv');
    expect(snapshot(store).results).toEqual([]);
  });
});
