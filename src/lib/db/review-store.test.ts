import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { addUserReview, listUserReviews } from './review-store';

beforeEach(async () => {
  await db.userReviews.clear();
});

describe('user reviews', () => {
  it('lists a deal’s reviews newest first and no other deal’s', async () => {
    await addUserReview({ dealId: 'a', rating: 4, text: 'Good', author: 'Ann' }, 1000);
    await addUserReview({ dealId: 'a', rating: 2, text: 'Broke quickly', author: 'Bo' }, 3000);
    await addUserReview({ dealId: 'b', rating: 5, text: 'Other deal', author: 'Cy' }, 2000);
    const reviews = await listUserReviews('a');
    expect(reviews.map((review) => review.text)).toEqual(['Broke quickly', 'Good']);
    expect(reviews[0]).toMatchObject({ dealId: 'a', rating: 2, author: 'Bo', createdAt: 3000 });
    expect(typeof reviews[0]!.id).toBe('number');
  });
});
