// Members' reviews for the deal page's Reviews tab: the reviews members keep on the server (as last
// fetched with the discussion), the member's own still waiting to be sent, and, while a member is signed
// in, where their review and their Helpful marks go (the outbox). A visitor's tab works as it always did.
import { useDiscussion } from '@lib/db/community-store';
import { memberAtom } from '@lib/member/member-state';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import { storeDiscussion } from '@lib/store-discussion';
import { PENDING_TEXT } from '@shared/community/temperature-texts';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { queueHelpful, queueReview } from './community-requests';
import { useKeptWrites } from './use-kept-writes';

/** The shape the Reviews tab takes (features/deal-detail/reviews-panel.tsx MemberReviews), kept in step by the app. */
export interface CommunityReviews {
  reviews: {
    id: string;
    rating: number;
    text: string;
    author: string;
    date: string;
    helpful: number;
    /** Whether the member marked it helpful; undefined while only the app can know (a drawn page's). */
    markedHelpful?: boolean;
    note?: string;
  }[];
  submit?: (review: { rating: number; text: string }) => Promise<void>;
  markHelpful?: (reviewId: string) => void;
}

export function useCommunityReviews(dealId: string): CommunityReviews {
  const member = useAtomValue(memberAtom);
  const discussion = useDiscussion(dealId);
  const kept = useKeptWrites('review', dealId);
  useEffect(
    () =>
      onOutboxEvent(({ kind, outcome }) => {
        if (kind === 'review' && outcome.type === 'sent') void storeDiscussion(dealId);
      }),
    [dealId],
  );
  const stored = discussion?.reviews ?? [];
  const known = new Set(stored.map((review) => review.id));
  const helpfulKept = new Set(
    kept.filter((entry) => entry.payload.action === 'helpful').map((entry) => entry.payload.reviewId),
  );
  const waiting = kept
    .filter((entry) => entry.payload.action === 'post' && !known.has(entry.payload.reviewId!))
    .map((entry) => ({
      id: entry.payload.reviewId!,
      rating: Number(entry.payload.rating),
      text: entry.payload.text!,
      author: member?.name ?? '',
      date: new Date(entry.createdAt).toISOString(),
      helpful: 0,
      markedHelpful: false,
      note: entry.state === 'rejected' ? (entry.lastError ?? '') : PENDING_TEXT,
    }));
  return {
    reviews: [
      ...waiting,
      ...stored.map((review) => ({
        ...review,
        // A mark still waiting to be sent shows at once.
        helpful: review.helpful + (helpfulKept.has(review.id) && !review.markedHelpful ? 1 : 0),
        markedHelpful: helpfulKept.has(review.id) || review.markedHelpful,
      })),
    ],
    submit: member
      ? async ({ rating, text }) => {
          await queueReview(dealId, rating, text);
        }
      : undefined,
    markHelpful: member ? (reviewId) => void queueHelpful(dealId, reviewId) : undefined,
  };
}
