import { Stars } from '@components/stars';
import { loadCache } from '@lib/db/load-cache';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { showToast } from '@lib/toast';
import type { Deal } from '@shared/deal';
import { detailFacts } from '@shared/deal-rules';
import {
  averageRatingText,
  basedOnReviews,
  REVIEW_SAVED,
  REVIEWS_HEADING,
  YOU_AS_AUTHOR,
} from '@shared/screen-texts';
import { ReviewForm } from './review-form';
import { ReviewList, type ShownReview } from './review-list';

/** The average rating and count, the review form, and the reviews: this shopper's own first. */
export function ReviewsPanel({ deal }: { deal: Deal }) {
  const { rating, reviewCount } = detailFacts(deal);
  // This device's reviews, newest first.
  const own = useCacheQuery((cache) => cache.listUserReviews(deal.id), [deal.id]) ?? [];
  const reviews: ShownReview[] = [
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
          await (await loadCache()).addUserReview({
            dealId: deal.id,
            rating: stars,
            text,
            author: YOU_AS_AUTHOR,
          });
          showToast('success', REVIEW_SAVED);
        }}
      />
      <ReviewList dealId={deal.id} reviews={reviews} />
    </div>
  );
}
