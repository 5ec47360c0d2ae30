import { noteUnseenAlerts } from '@lib/db/alert-store';
import { db } from '@lib/db/database';
import { enqueueOutbox } from '@lib/db/outbox-store';
import { addUserReview } from '@lib/db/review-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWorkerJob } from './worker-jobs';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all([
    db.account.clear(),
    db.settings.clear(),
    db.outbox.clear(),
    db.priceHistories.clear(),
    db.discussions.clear(),
    db.userReviews.clear(),
  ]);
});

describe('the start-up jobs the sync’s worker runs', () => {
  it('forgets a signed-out account’s data on this device', async () => {
    await db.account.put({ key: 'current', overview: {} as never, fetchedAt: 1 });
    expect(await runWorkerJob({ type: 'forgetAccountData' })).toEqual({ done: true });
    expect(await db.account.count()).toBe(0);
  });

  it('takes the count of unseen alerts, leaving none', async () => {
    await noteUnseenAlerts(4);
    expect(await runWorkerJob({ type: 'takeUnseenAlerts' })).toEqual({ unseenAlerts: 4 });
    expect(await runWorkerJob({ type: 'takeUnseenAlerts' })).toEqual({ unseenAlerts: 0 });
  });

  it('counts the writes kept on this device that wait to be sent', async () => {
    expect(await runWorkerJob({ type: 'countKeptWrites' })).toEqual({ keptWrites: 0 });
    await enqueueOutbox({
      kind: 'contact',
      payload: { subject: 'Hello' },
      request: { url: `${window.location.origin}/api/contact`, method: 'POST', headers: {}, body: '{}' },
    });
    expect(await runWorkerJob({ type: 'countKeptWrites' })).toEqual({ keptWrites: 1 });
  });

  it('keeps the open deal’s price history, and says when the server had none', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    expect(await runWorkerJob({ type: 'storePriceHistory', dealId: 'd1' })).toEqual({ stored: false });
    expect(await db.priceHistories.get('d1')).toBeUndefined();
  });

  it('keeps the open deal’s discussion, so its comments read offline after', async () => {
    const answer = {
      dealId: 'd1',
      comments: [
        {
          id: 'c1',
          dealId: 'd1',
          parentId: null,
          author: 'Ana',
          authorId: 'm1',
          body: 'Still on today',
          state: 'shown',
          createdAt: '2026-11-23T09:05:00.000Z',
          editedAt: null,
        },
      ],
      reviews: [],
      vote: 'hot',
      reports: [],
      moderator: false,
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    expect(await runWorkerJob({ type: 'storeDiscussion', dealId: 'd1' })).toEqual({ stored: true });
    expect(asked).toEqual(['/api/deals/d1/discussion']);
    expect(await db.discussions.get('d1')).toMatchObject({ comments: answer.comments, vote: 'hot' });
  });

  it('keeps the stored discussion when the server refuses', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }));
    expect(await runWorkerJob({ type: 'storeDiscussion', dealId: 'd1' })).toEqual({ stored: false });
    expect(await db.discussions.get('d1')).toBeUndefined();
  });

  it('counts the reviews of the open deal the shopper wrote on this device', async () => {
    expect(await runWorkerJob({ type: 'countOwnReviews', dealId: 'd1' })).toEqual({ ownReviews: 0 });
    await addUserReview({ dealId: 'd1', rating: 4, text: 'Works well.', author: 'You' });
    await addUserReview({ dealId: 'd2', rating: 2, text: 'Not for me.', author: 'You' });
    expect(await runWorkerJob({ type: 'countOwnReviews', dealId: 'd1' })).toEqual({ ownReviews: 1 });
  });
});
