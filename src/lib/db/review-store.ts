// Reviews written on this device. They stay local (no server call), listed with the deal's own reviews.
import { db, type UserReviewRow } from './database';

export type NewUserReview = Omit<UserReviewRow, 'id' | 'createdAt'>;
export type UserReview = Required<Pick<UserReviewRow, 'id'>> & UserReviewRow;

/** Stores a review; resolves to its id. */
export async function addUserReview(review: NewUserReview, now: number = Date.now()): Promise<number> {
  // '++id' tables always assign a key on add.
  return (await db.userReviews.add({ ...review, createdAt: now }))!;
}

/** A deal's reviews from this device, newest first. */
export async function listUserReviews(dealId: string): Promise<UserReview[]> {
  const rows = (await db.userReviews.where('dealId').equals(dealId).toArray()) as UserReview[];
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}

/** How many reviews of the deal this device keeps. */
export const countUserReviews = (dealId: string): Promise<number> =>
  db.userReviews.where('dealId').equals(dealId).count();
