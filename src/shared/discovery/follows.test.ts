// Which deals a member's mutes hide, and which keyword mutes are refused for hiding nearly everything.
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory';
import type { StoreEntry } from '../store/store';
import { createStoreMatcher } from '../store/store-matching';
import { type FollowRequest, isMuted, keywordKey, mutesEverything } from './follows';
import { muteRequestSchema } from './follows-requests';

const bestBuy: StoreEntry = {
  slug: 'best-buy',
  name: 'Best Buy',
  hosts: ['bestbuy.com'],
  aliases: [],
  logo: null,
  description: '',
  affiliateNote: '',
};
const stores = createStoreMatcher([bestBuy]);
const slugOf = (deal: { store: string; affiliateUrl: string }) => stores.slugOf(deal);

const headphones = makeDeal({
  title: 'Sony WH-1000XM5 Headphones',
  description: 'Noise cancelling, 30 hours of battery.',
  store: 'bestbuy.com',
  affiliateUrl: 'https://www.bestbuy.com/site/sony',
  category: 'electronics',
});

const mute = (kind: string, target: string): FollowRequest => ({ kind, target });

describe('isMuted', () => {
  it('hides nothing without mutes, and nothing the mutes do not name', () => {
    expect(isMuted(headphones, [], slugOf)).toBe(false);
    expect(
      isMuted(
        headphones,
        [mute('store', 'target'), mute('category', 'books'), mute('keyword', 'kettle')],
        slugOf,
      ),
    ).toBe(false);
  });

  it('hides a deal of a muted store by the slug the store matcher gives it, whatever name the deal uses', () => {
    expect(isMuted(headphones, [mute('store', 'best-buy')], slugOf)).toBe(true);
    // Matched by name alone, the deal would be another store.
    expect(isMuted(headphones, [mute('store', 'best-buy')], (deal) => deal.store)).toBe(false);
  });

  it('hides a deal of a muted category', () => {
    expect(isMuted(headphones, [mute('category', 'electronics')], slugOf)).toBe(true);
  });

  it('matches a keyword as the site’s search does: every word begins a word of the title, description or store', () => {
    for (const keyword of ['sony', 'SÓNY head', 'noise', 'batt', 'bestbuy']) {
      expect(isMuted(headphones, [mute('keyword', keywordKey(keyword))], slugOf), keyword).toBe(true);
    }
    for (const keyword of ['phones', 'sony kettle', 'bose']) {
      expect(isMuted(headphones, [mute('keyword', keywordKey(keyword))], slugOf), keyword).toBe(false);
    }
  });

  it('reads a member’s mutes once for a whole list of deals', () => {
    const mutes = [mute('keyword', 'kettle'), mute('category', 'books')];
    const deals = [
      headphones,
      makeDeal({ title: 'Electric kettle', category: 'home-garden' }),
      makeDeal({ title: 'A novel', category: 'books' }),
    ];
    expect(deals.map((deal) => isMuted(deal, mutes, slugOf))).toEqual([false, true, true]);
  });
});

describe('keyword mutes', () => {
  it('refuses keywords whose every word is in nearly every deal, or begins such a word', () => {
    for (const keyword of ['x', 'the', 'Deal', 'SALE', 'deals', 'the sale', 'de', 'free shipping']) {
      expect(mutesEverything(keyword), keyword).toBe(true);
    }
    for (const keyword of ['refurbished', 'the kettle', 'lego', 'sale kettle']) {
      expect(mutesEverything(keyword), keyword).toBe(false);
    }
  });

  it('keeps a keyword as its search words, so one word written two ways is one mute', () => {
    const parsed = muteRequestSchema.parse({ kind: 'keyword', target: '  Café-Table ' });
    expect(parsed).toEqual({ kind: 'keyword', target: 'cafe table' });
    expect(muteRequestSchema.safeParse({ kind: 'keyword', target: 'sale' }).success).toBe(false);
    expect(muteRequestSchema.safeParse({ kind: 'keyword', target: '!!' }).success).toBe(false);
    expect(muteRequestSchema.safeParse({ kind: 'member', target: 'someone' }).success).toBe(false);
  });
});
