// A list of deals, checked item by item: every valid deal kept in order, each id once; every other item
// reported with its index and the reason, for the caller to log.
import type { Deal } from './deal';
import type { NormalizeResult } from './deal-from-wire';

export interface ParsedDealList {
  deals: Deal[];
  rejected: { index: number; reason: string }[];
}

export interface DealListCollector {
  /** Takes the results of the next part of the list (a page), in its order. */
  take: (results: readonly NormalizeResult[]) => void;
  /** Indexes in `rejected` count from the list's start, across every part taken. */
  result: () => ParsedDealList;
}

/** Collects a list that arrives in parts (pages): ids stay unique across all the parts. */
export function createDealListCollector(): DealListCollector {
  const deals: Deal[] = [];
  const rejected: ParsedDealList['rejected'] = [];
  const seen = new Set<string>();
  let offset = 0;
  return {
    take(results) {
      results.forEach((result, position) => {
        const index = offset + position;
        if (!result.ok) {
          rejected.push({ index, reason: result.reason });
        } else if (seen.has(result.deal.id)) {
          rejected.push({ index, reason: `id: duplicate id ${result.deal.id}` });
        } else {
          seen.add(result.deal.id);
          deals.push(result.deal);
        }
      });
      offset += results.length;
    },
    result: () => ({ deals, rejected }),
  };
}
