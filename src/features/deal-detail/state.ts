// The detail screen's state shared beyond one component: which reviews this shopper found helpful.
import { atomWithStorage } from 'jotai/utils';

export const HELPFUL_VOTES_STORAGE_KEY = 'rarefinds:helpful-votes';

/** Keys are `${dealId}:${reviewId}`; kept on this device, one vote per review. */
export const helpfulVotesAtom = atomWithStorage<Record<string, true>>(
  HELPFUL_VOTES_STORAGE_KEY,
  {},
  undefined,
  { getOnInit: true },
);

export const helpfulVoteKey = (dealId: string, reviewId: string) => `${dealId}:${reviewId}`;
