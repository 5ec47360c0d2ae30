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

/** Whether this shopper marked any of the deal's reviews helpful on this device; read without the app. */
export function hasHelpfulVotesOn(dealId: string): boolean {
  try {
    const votes: unknown = JSON.parse(localStorage.getItem(HELPFUL_VOTES_STORAGE_KEY) ?? '{}');
    const prefix = helpfulVoteKey(dealId, '');
    return (
      typeof votes === 'object' && votes !== null && Object.keys(votes).some((key) => key.startsWith(prefix))
    );
  } catch {
    // Storage refused or unreadable: the app's own reading of it says the same.
    return false;
  }
}
