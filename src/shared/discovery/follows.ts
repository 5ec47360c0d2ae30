// What a member follows (a store, a category, another member) and mutes (a store, a category, a keyword),
// with the rules the server keeps and the app applies: the limits per member, the keywords refused because
// they would mute nearly every deal, and which deals a member's mutes hide. The server routes
// (server/routes/follows), the alert fan-out, the account page and the listings read them, so a mute the page
// hides is the one alerts skip. No zod here: the listings and the deal page read this, and their chunks carry
// none; the request schemas are in follows-requests.ts.
import type { Deal } from '../deal/deal';
import { dealSearchWords } from '../deal/deal-rules';
import { searchTerms } from '../deal/search-terms';

export const FOLLOW_KINDS = ['store', 'category', 'member'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
export const MUTE_KINDS = ['store', 'category', 'keyword'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

export const FOLLOW_LIMITS = {
  followsPerMember: 500,
  mutesPerMember: 200,
  keywordMin: 2,
  keywordMax: 60,
  /** A store slug, a category slug or a member id is never longer. */
  targetMax: 100,
};

export const FOLLOWS_API = {
  follows: '/api/follows',
  mutes: '/api/mutes',
};

/** One follow or mute as the member asks for it. */
export interface FollowRequest<Kind extends string = string> {
  kind: Kind;
  target: string;
}

/** One follow or mute as the server lists it, with the name a person reads. */
export interface FollowEntry<Kind extends string = string> {
  kind: Kind;
  target: string;
  /** The store's or member's name, the category's name, or the keyword. */
  label: string;
  /** ISO time. */
  createdAt: string;
}

/** GET /api/follows and /api/mutes, and the answer to every change. */
export interface FollowsAnswer {
  follows: FollowEntry<FollowKind>[];
  mutes: FollowEntry<MuteKind>[];
}

/**
 * Words found in nearly every deal: a keyword mute made only of these (or of words they begin with, as a
 * search matches the start of words) would hide the whole site.
 */
export const EVERYDAY_WORDS: readonly string[] = [
  'a',
  'an',
  'and',
  'at',
  'best',
  'buy',
  'deal',
  'deals',
  'discount',
  'for',
  'free',
  'from',
  'get',
  'in',
  'is',
  'new',
  'now',
  'of',
  'off',
  'offer',
  'on',
  'only',
  'price',
  'sale',
  'sales',
  'save',
  'shipping',
  'the',
  'to',
  'with',
];

/** A term that begins nearly every deal's words: one character, or the start of an everyday word. */
const isBroadTerm = (term: string) => term.length < 2 || EVERYDAY_WORDS.some((word) => word.startsWith(term));

/** A keyword as stored and matched: its search words, lower case and accent-free, one space apart. */
export const keywordKey = (keyword: string): string => searchTerms(keyword).join(' ');

/** Whether a keyword mute would hide nearly every deal: none of its words narrows it. */
export const mutesEverything = (keyword: string): boolean => searchTerms(keyword).every(isBroadTerm);

/** A member's mutes prepared for many deals at once (each keyword split a single time). */
interface PreparedMutes {
  stores: Set<string>;
  categories: Set<string>;
  keywords: string[][];
}

const prepared = new WeakMap<readonly FollowRequest[], PreparedMutes>();

function prepare(mutes: readonly FollowRequest[]): PreparedMutes {
  let found = prepared.get(mutes);
  if (!found) {
    found = { stores: new Set(), categories: new Set(), keywords: [] };
    for (const mute of mutes) {
      if (mute.kind === 'store') found.stores.add(mute.target);
      else if (mute.kind === 'category') found.categories.add(mute.target);
      else if (mute.kind === 'keyword') {
        const terms = searchTerms(mute.target);
        if (terms.length > 0) found.keywords.push(terms);
      }
    }
    prepared.set(mutes, found);
  }
  return found;
}

/**
 * Whether the member's mutes hide the deal: its store (by the slug `storeSlugOf` gives it), its category, or
 * a keyword whose every word begins a word of its title, description or store, as the site's search matches.
 */
export function isMuted(
  deal: Pick<Deal, 'title' | 'description' | 'store' | 'category'> & Partial<Pick<Deal, 'affiliateUrl'>>,
  mutes: readonly FollowRequest[],
  storeSlugOf: (deal: { store: string; affiliateUrl: string }) => string,
): boolean {
  if (mutes.length === 0) return false;
  const { stores, categories, keywords } = prepare(mutes);
  if (categories.has(deal.category)) return true;
  if (
    stores.size > 0 &&
    stores.has(storeSlugOf({ store: deal.store, affiliateUrl: deal.affiliateUrl ?? '' }))
  )
    return true;
  if (keywords.length === 0) return false;
  const words = dealSearchWords(deal);
  return keywords.some((terms) => terms.every((term) => words.some((word) => word.startsWith(term))));
}
