// Members' reviews of deals (tables deal_reviews and review_helpful_marks): a deal's reviews with their
// Helpful counts and whether the reader marked each, one review per member and deal, and a Helpful mark
// counted once per member.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { MemberReview } from '../../src/shared/community/community.ts';
import { dealReviews, reviewHelpfulMarks, users } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

/** The deal's reviews, newest first, with their Helpful counts and whether `readerId` marked each. */
export async function listReviews(db: Queryable, dealId: string, readerId?: string): Promise<MemberReview[]> {
  const rows = await db
    .select({
      id: dealReviews.id,
      dealId: dealReviews.dealId,
      rating: dealReviews.rating,
      text: dealReviews.body,
      author: users.name,
      authorId: dealReviews.userId,
      // A hidden profile has no address to link to.
      authorHandle: sql<string | null>`case when ${users.profileHidden} then null else ${users.handle} end`,
      createdAt: dealReviews.createdAt,
    })
    .from(dealReviews)
    .innerJoin(users, eq(users.id, dealReviews.userId))
    .where(eq(dealReviews.dealId, dealId))
    .orderBy(desc(dealReviews.createdAt), asc(dealReviews.id));
  const marks = rows.length
    ? await db
        .select({ reviewId: reviewHelpfulMarks.reviewId, userId: reviewHelpfulMarks.userId })
        .from(reviewHelpfulMarks)
        .innerJoin(dealReviews, eq(dealReviews.id, reviewHelpfulMarks.reviewId))
        .where(eq(dealReviews.dealId, dealId))
    : [];
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    date: createdAt.toISOString(),
    helpful: marks.filter((mark) => mark.reviewId === row.id).length,
    markedHelpful: marks.some((mark) => mark.reviewId === row.id && mark.userId === readerId),
  }));
}

/** Whether the member has reviewed this deal. */
export async function hasReviewed(db: Queryable, dealId: string, userId: string): Promise<boolean> {
  const [earlier] = await db
    .select({ n: count() })
    .from(dealReviews)
    .where(and(eq(dealReviews.dealId, dealId), eq(dealReviews.userId, userId)));
  return (earlier?.n ?? 0) > 0;
}

export interface NewReview {
  id: string;
  dealId: string;
  userId: string;
  rating: number;
  body: string;
  createdAt: Date;
}

/** Stores a member's review; false when a review with its id exists already. */
export async function insertReview(tx: Transaction, review: NewReview): Promise<boolean> {
  const inserted = await tx
    .insert(dealReviews)
    .values(review)
    .onConflictDoNothing()
    .returning({ id: dealReviews.id });
  return inserted.length > 0;
}

/** The review's deal and author; undefined when there is no such review. */
export async function findReview(
  db: Queryable,
  id: string,
): Promise<{ dealId: string; authorId: string } | undefined> {
  const [review] = await db
    .select({ dealId: dealReviews.dealId, authorId: dealReviews.userId })
    .from(dealReviews)
    .where(eq(dealReviews.id, id));
  return review;
}

/** Marks the review helpful for the member; a second mark by the same member changes nothing. */
export async function markReviewHelpful(tx: Transaction, reviewId: string, userId: string): Promise<void> {
  await tx.insert(reviewHelpfulMarks).values({ reviewId, userId }).onConflictDoNothing();
}
