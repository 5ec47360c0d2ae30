// "For you": deals picked from what a shopper showed they care about, each with the reason it was picked.
// Pure, and run on the device: a visitor's signals (what this device saved, voted and opened) never leave it;
// a member's follows and alert rules are on the device already. Deals they muted, voted cold or already
// clicked out are never picked.

import { categoryName } from '../deal/categories';
import type { Deal } from '../deal/deal';
import { dealSearchWords } from '../deal/deal-rules';
import { searchTerms } from '../deal/search-terms';

export interface ForYouSignals {
  /** Stores (slug and name) and categories followed. */
  followedStores: readonly { slug: string; name: string }[];
  followedCategories: readonly string[];
  /** Alert rules: their name and what they look for. */
  alertRules: readonly {
    name: string;
    categories: readonly string[];
    keywords: readonly string[];
    stores: readonly string[];
  }[];
  /** Deals saved or voted hot here (their stores and categories count). */
  liked: readonly Pick<Deal, 'id' | 'store' | 'affiliateUrl' | 'category'>[];
  /** Deals opened here lately. */
  opened: readonly Pick<Deal, 'id' | 'store' | 'affiliateUrl' | 'category'>[];
  /** Never picked: voted cold, clicked out already. */
  excluded: ReadonlySet<string>;
  /** Whether the shopper muted the deal. */
  isMuted: (deal: Deal) => boolean;
  storeSlugOf: (deal: Pick<Deal, 'store' | 'affiliateUrl'>) => string;
}

export interface ForYouPick {
  deal: Deal;
  reason: string;
}

export const FOR_YOU_SIZE = 12;

const WEIGHTS = {
  followStore: 6,
  followCategory: 4,
  alert: 5,
  likedStore: 3,
  likedCategory: 2,
  openedStore: 1,
};

/** Whether every word of a keyword (its search terms) begins a word of the deal, as the search matches. */
const keywordHits = (words: readonly string[], terms: readonly string[]) =>
  terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));

/** The picks among `deals` (running ones), strongest reason first, newest first among equals. */
export function forYou(deals: readonly Deal[], signals: ForYouSignals, size = FOR_YOU_SIZE): ForYouPick[] {
  const followedStores = new Map(signals.followedStores.map((store) => [store.slug, store.name]));
  const followedCategories = new Set(signals.followedCategories);
  const likedStores = new Map<string, string>();
  const likedCategories = new Set<string>();
  for (const deal of signals.liked) {
    likedStores.set(signals.storeSlugOf(deal), deal.store);
    likedCategories.add(deal.category);
  }
  const openedStores = new Map(signals.opened.map((deal) => [signals.storeSlugOf(deal), deal.store]));
  const seen = new Set([...signals.liked, ...signals.opened].map((deal) => deal.id));
  // Each rule's keywords split into search terms once, not once per deal: 10,000 deals and 45 rules would
  // split them almost a million times.
  const rules = signals.alertRules.map((rule) => ({
    rule,
    keywordTerms: rule.keywords.map((keyword) => searchTerms(keyword)),
  }));
  const picks: (ForYouPick & { score: number })[] = [];
  for (const deal of deals) {
    if (signals.excluded.has(deal.id) || seen.has(deal.id) || signals.isMuted(deal)) continue;
    const slug = signals.storeSlugOf(deal);
    const reasons: { weight: number; reason: string }[] = [];
    const followed = followedStores.get(slug);
    if (followed) reasons.push({ weight: WEIGHTS.followStore, reason: `Because you follow ${followed}` });
    if (followedCategories.has(deal.category))
      reasons.push({
        weight: WEIGHTS.followCategory,
        reason: `Because you follow ${categoryName(deal.category)}`,
      });
    if (rules.length > 0) {
      const words = dealSearchWords(deal);
      const rule = rules.find(
        (candidate) =>
          candidate.rule.stores.includes(slug) ||
          candidate.rule.categories.includes(deal.category) ||
          candidate.keywordTerms.some((terms) => keywordHits(words, terms)),
      )?.rule;
      if (rule)
        reasons.push({ weight: WEIGHTS.alert, reason: `Matches your alert “${rule.name || 'Deal alert'}”` });
    }
    const liked = likedStores.get(slug);
    if (liked) reasons.push({ weight: WEIGHTS.likedStore, reason: `Because you liked deals from ${liked}` });
    if (likedCategories.has(deal.category))
      reasons.push({
        weight: WEIGHTS.likedCategory,
        reason: `Because you liked ${categoryName(deal.category)} deals`,
      });
    const opened = openedStores.get(slug);
    if (opened) reasons.push({ weight: WEIGHTS.openedStore, reason: `Because you looked at ${opened}` });
    if (reasons.length === 0) continue;
    reasons.sort((a, b) => b.weight - a.weight);
    picks.push({ deal, reason: reasons[0]!.reason, score: reasons.reduce((sum, r) => sum + r.weight, 0) });
  }
  return picks
    .sort((a, b) => b.score - a.score || (a.deal.createdAt < b.deal.createdAt ? 1 : -1))
    .slice(0, size)
    .map(({ deal, reason }) => ({ deal, reason }));
}
