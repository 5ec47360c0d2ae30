import { Stars } from '@components/stars';
import { loadCache } from '@lib/db/load-cache';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { showToast } from '@lib/toast';
import type { Deal } from '@shared/deal/deal';
import { detailFacts } from '@shared/deal/deal-rules';
import {
  averageRatingText,
  basedOnReviews,
  MEMBER_REVIEW_SENT,
  REVIEW_SAVED,
  REVIEWS_HEADING,
  YOU_AS_AUTHOR,
} from '@shared/site/screen-texts';
import { ReviewForm } from './review-form';
import { ReviewList, type ShownReview } from './review-list';

/** A review members keep on the server: seen by everyone, Helpful counted once per member. */
export interface MemberShownReview extends ShownReview {
  /** Whether this member marked it helpful; undefined until this device knows (the server's page). */
  markedHelpful?: boolean;
  /** Written on this device and not yet answered by the server (or refused, with the reason). */
  note?: string;
}

/** What the app's community part gives the Reviews tab: members' reviews and, for a member, where theirs go. */
export interface MemberReviews {
  reviews: MemberShownReview[];
  /** Set while a member is signed in: their review is sent to the server instead of kept on this device. */
  submit?: (review: { rating: number; text: string }) => Promise<void>;
  /** Set while a member is signed in. */
  markHelpful?: (reviewId: string) => void;
}

/**
 * The average rating and count, the review form, and the reviews: members' reviews first, then this
 * shopper's own, then the deal's. A visitor's review stays on this device as it always did.
 */
export function ReviewsPanel({ deal, members }: { deal: Deal; members?: MemberReviews }) {
  const { rating, reviewCount } = detailFacts(deal);
  // This device's reviews, newest first.
  const own = useCacheQuery((cache) => cache.listUserReviews(deal.id), [deal.id]) ?? [];
  const reviews: ShownReview[] = [
    ...(members?.reviews ?? []),
    ...own.map((review) => ({
      id: `own-${review.id}`,
      rating: review.rating,
      text: review.text,
      author: review.author || YOU_AS_AUTHOR,
      date: new Date(review.createdAt).toISOString(),
      helpful: 0,
    })),
    ...deal.reviews,
  ];

  return (
    <div className="deal-reviews">
      <div className="deal-reviews__summary">
        <h2 className="sr-only">{REVIEWS_HEADING}</h2>
        <p className="deal-reviews__average">{rating.toFixed(1)}</p>
        <Stars rating={rating} size="large" />
        <p className="deal-reviews__caption">
          {averageRatingText(rating)} · {basedOnReviews(reviewCount)}
        </p>
      </div>
      <ReviewForm
        onSubmit={async ({ rating: stars, text }) => {
          if (members?.submit) {
            await members.submit({ rating: stars, text });
            showToast('success', MEMBER_REVIEW_SENT);
            return;
          }
          await (await loadCache()).addUserReview({
            dealId: deal.id,
            rating: stars,
            text,
            author: YOU_AS_AUTHOR,
          });
          showToast('success', REVIEW_SAVED);
        }}
      />
      <ReviewList
        dealId={deal.id}
        reviews={reviews}
        memberReviews={members?.reviews}
        onMemberHelpful={members?.markHelpful}
      />
    </div>
  );
}
