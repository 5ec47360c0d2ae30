// Which alert rules a deal matches. Pure: the match job, the tests and the benchmark call it with rules as
// stored and a deal as listed. A rule's conditions all have to hold; within one condition any listed value
// will do (any of its categories, any of its keywords, any of its stores). A keyword matches as the site's
// search does (src/shared/deal/deal-rules.ts matchesSearch): every word of it begins a word of the title,
// description or store. A store matches by slug, whatever name the deal gives its store.
import { dealSearchWords } from '../../src/shared/deal/deal-rules.ts';
import { searchTerms } from '../../src/shared/deal/search-terms.ts';

/** What a rule looks for, as stored (alert_rules). */
export interface RuleConditions {
  categories: readonly string[];
  keywords: readonly string[];
  /** Store slugs ("Follow this store"). */
  stores: readonly string[];
  maxPrice: number | null;
  minDiscount: number | null;
  minTemperature: number | null;
}

/** What a rule is matched against: the deal's listed facts and its temperature now. */
export interface DealFacts {
  category: string;
  currentPrice: number;
  /** Whole percent off. */
  discount: number;
  /** The members' votes; 0 for a deal nobody voted on. */
  temperature: number;
  title: string;
  description: string;
  store: string;
  /** The slug of the deal's store, as the store matcher finds it (src/shared/store/store-matching.ts). */
  storeSlug: string;
}

/**
 * A deal's facts prepared once for many rules: its search words are made a single time, and each distinct
 * keyword is split once however many rules name it.
 */
export interface PreparedDeal {
  facts: DealFacts;
  words: readonly string[];
  keywordHits: Map<string, boolean>;
}

export const prepareDeal = (facts: DealFacts): PreparedDeal => ({
  facts,
  words: dealSearchWords(facts),
  keywordHits: new Map(),
});

function keywordMatches(deal: PreparedDeal, keyword: string): boolean {
  let hit = deal.keywordHits.get(keyword);
  if (hit === undefined) {
    const terms = searchTerms(keyword);
    hit = terms.length > 0 && terms.every((term) => deal.words.some((word) => word.startsWith(term)));
    deal.keywordHits.set(keyword, hit);
  }
  return hit;
}

/** Whether the deal meets every condition of the rule. The cheap number tests run before the words. */
export function ruleMatches(rule: RuleConditions, deal: PreparedDeal): boolean {
  const { facts } = deal;
  if (rule.categories.length > 0 && !rule.categories.includes(facts.category)) return false;
  if (rule.stores.length > 0 && !rule.stores.includes(facts.storeSlug)) return false;
  if (rule.maxPrice !== null && facts.currentPrice > rule.maxPrice) return false;
  if (rule.minDiscount !== null && facts.discount < rule.minDiscount) return false;
  if (rule.minTemperature !== null && facts.temperature < rule.minTemperature) return false;
  if (rule.keywords.length > 0 && !rule.keywords.some((keyword) => keywordMatches(deal, keyword)))
    return false;
  // A rule without any condition would match everything; the schema refuses one, and so does this.
  return (
    rule.categories.length > 0 ||
    rule.keywords.length > 0 ||
    rule.stores.length > 0 ||
    rule.maxPrice !== null ||
    rule.minDiscount !== null ||
    rule.minTemperature !== null
  );
}

/** The rules (of any shape that has the conditions) the deal matches, in their order. */
export function matchingRules<Rule extends RuleConditions>(rules: readonly Rule[], facts: DealFacts): Rule[] {
  const deal = prepareDeal(facts);
  return rules.filter((rule) => ruleMatches(rule, deal));
}

/**
 * Whether a temperature change from `from` to `to` carries the deal over the rule's minimum: only then is a
 * rule with a minimum temperature newly met (a deal that was already warm enough was matched before).
 */
export const crossesMinimum = (
  rule: Pick<RuleConditions, 'minTemperature'>,
  from: number,
  to: number,
): boolean => rule.minTemperature !== null && from < rule.minTemperature && to >= rule.minTemperature;
