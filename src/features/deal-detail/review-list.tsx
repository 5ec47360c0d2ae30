import { Stars } from '@components/stars';
import { paths } from '@config/paths';
import { UNKNOWN_STATE_ATTRIBUTE } from '@lib/early-interactions';
import { useClockZone } from '@lib/use-clock-zone';
import { useHydrated } from '@lib/use-hydrated';
import { type ClockZone, formatUsDate } from '@shared/site/intl-formats';
import { helpfulLabel, NO_REVIEWS_YET } from '@shared/site/screen-texts';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { helpfulVoteKey, helpfulVotesAtom } from './state';

export interface ShownReview {
  id: string;
  rating: number;
  text: string;
  author: string;
  /** A member's public profile's handle: their name links to it. */
  authorHandle?: string | null;
  /** ISO date */
  date: string;
  /** Votes from other shoppers (the source's count). */
  helpful: number;
}

function ThumbsUpIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
    </svg>
  );
}

/** A review's day, on the clock `useClockZone` names (UTC's while the server's page is taken over). */
const formatDate = (iso: string, zone: ClockZone) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatUsDate(new Date(time), 'short', zone);
};

interface ReviewListProps {
  dealId: string;
  reviews: readonly ShownReview[];
  /**
   * Reviews members keep on the server (among `reviews`): their Helpful goes to the server, once per member.
   * Whether the member marked one is unknown (undefined) until this device knows: a press then marks it.
   */
  memberReviews?: readonly { id: string; markedHelpful?: boolean; note?: string }[];
  onMemberHelpful?: (reviewId: string) => void;
}

/**
 * Reviews with stars, date, text and a 'Helpful (n)' button. This shopper's vote on the deal's own reviews is
 * kept on the device; on members' reviews it is a member's mark, counted by the server once per member.
 */
export function ReviewList({ dealId, reviews, memberReviews = [], onMemberHelpful }: ReviewListProps) {
  const [votes, setVotes] = useAtom(helpfulVotesAtom);
  // This shopper's own marks are this device's: unknown on the server's page and while the app takes it over.
  const votesKnown = useHydrated();
  const zone = useClockZone();
  const byMember = new Map(memberReviews.map((review) => [review.id, review]));
  if (reviews.length === 0) return <p className="review-list__empty">{NO_REVIEWS_YET}</p>;

  // A press while the marks are unknown marks the review: it never takes a mark away.
  const toggleVote = (reviewId: string) =>
    setVotes((current) => {
      const key = helpfulVoteKey(dealId, reviewId);
      const { [key]: voted, ...rest } = current;
      return voted && votesKnown ? rest : { ...current, [key]: true };
    });

  return (
    <ul className="review-list">
      {reviews.map((review) => {
        const member = byMember.get(review.id);
        const voted = member
          ? member.markedHelpful
          : votesKnown
            ? votes[helpfulVoteKey(dealId, review.id)] === true
            : undefined;
        const unknown = voted === undefined;
        const count = member ? review.helpful : review.helpful + (voted ? 1 : 0);
        return (
          <li key={review.id} className="review">
            <div className="review__meta">
              <Stars rating={review.rating} />
              <span className="review__author">
                {review.authorHandle ? (
                  <Link to={paths.member(review.authorHandle)}>{review.author}</Link>
                ) : (
                  review.author
                )}
              </span>
              <time className="review__date" dateTime={review.date}>
                {formatDate(review.date, zone)}
              </time>
            </div>
            <p className="review__text">{review.text}</p>
            {member?.note ? <p className="review__note">{member.note}</p> : null}
            <button
              type="button"
              className="btn btn--small btn--ghost review__helpful"
              aria-pressed={voted}
              {...{ [UNKNOWN_STATE_ATTRIBUTE]: unknown ? '' : undefined }}
              disabled={member !== undefined && (!onMemberHelpful || voted === true)}
              onClick={() => (member ? onMemberHelpful?.(review.id) : toggleVote(review.id))}
            >
              <ThumbsUpIcon /> {helpfulLabel(count)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
