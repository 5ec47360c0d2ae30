import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory';
import type { Deal } from '../deal/deal';
import { createStoreMatcher } from '../store/store-matching';
import { type ForYouSignals, forYou } from './for-you';

const matcher = createStoreMatcher([]);
const signals = (overrides: Partial<ForYouSignals> = {}): ForYouSignals => ({
  followedStores: [],
  followedCategories: [],
  alertRules: [],
  liked: [],
  opened: [],
  excluded: new Set(),
  isMuted: () => false,
  storeSlugOf: (deal) => matcher.slugOf(deal),
  ...overrides,
});
const deal = (id: string, store: string, category: string, createdAt = '2031-01-01T00:00:00Z'): Deal =>
  makeDeal({ id, store, category, createdAt, affiliateUrl: `https://${id}.example/x` });

const DEALS = [
  deal('tv', 'Best Buy', 'electronics'),
  deal('boots', 'REI', 'sports'),
  deal('lipstick', 'Sephora', 'beauty'),
  deal('headphones', 'Best Buy', 'electronics', '2031-01-02T00:00:00Z'),
];

describe('for you', () => {
  it('picks what the shopper follows and says why, strongest reason first', () => {
    const picks = forYou(
      DEALS,
      signals({ followedStores: [{ slug: 'best-buy', name: 'Best Buy' }], followedCategories: ['sports'] }),
    );
    expect(picks.map((pick) => [pick.deal.id, pick.reason])).toEqual([
      ['headphones', 'Because you follow Best Buy'],
      ['tv', 'Because you follow Best Buy'],
      ['boots', 'Because you follow Sports'],
    ]);
  });

  it('picks from alert rules and from what this device liked, never the liked deal itself', () => {
    const picks = forYou(
      DEALS,
      signals({
        alertRules: [{ name: 'Lipstick', categories: [], keywords: ['lipst'], stores: [] }],
        liked: [DEALS[0]!],
      }),
    );
    // The liked store and its category add up to what one alert weighs: the newer deal comes first.
    expect(picks.map((pick) => [pick.deal.id, pick.reason])).toEqual([
      ['headphones', 'Because you liked deals from Best Buy'],
      ['lipstick', 'Matches your alert “Lipstick”'],
    ]);
  });

  it('never picks a muted deal, one voted cold or one clicked out, and nothing without a signal', () => {
    const follow = { followedStores: [{ slug: 'best-buy', name: 'Best Buy' }] };
    expect(forYou(DEALS, signals()).length).toBe(0);
    expect(
      forYou(DEALS, signals({ ...follow, excluded: new Set(['tv']), isMuted: (d) => d.id === 'headphones' })),
    ).toEqual([]);
  });
});
