// The community's writes as kept requests: each goes through the one outbox (src/lib/outbox) with an
// idempotency key made now, when the member acts, so it is sent once even if it is sent again.
import { queueWrite } from '@lib/outbox/outbox';
import type { ReportReason, VoteDirection } from '@shared/community/community';
import type { OutboxKind, OutboxRequest } from '@shared/worker-protocol/outbox-messages';

const dealApi = (dealId: string, rest: string) => `/api/deals/${encodeURIComponent(dealId)}/${rest}`;

const jsonRequest = (url: string, method: OutboxRequest['method'], body: unknown): OutboxRequest => ({
  // Absolute: the service worker sends kept writes too, and compares origins to add the key.
  url: new URL(url, location.origin).href,
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Keeps the write and sends it when it can. `payload` is what the screen shows while it waits. */
const keep = (kind: OutboxKind, payload: Record<string, string>, request: OutboxRequest) =>
  queueWrite({ kind, payload, request });

export const queueVote = (dealId: string, direction: VoteDirection) =>
  keep('vote', { dealId, direction }, jsonRequest(dealApi(dealId, 'vote'), 'PUT', { direction }));

export const queueReport = (dealId: string, reason: ReportReason, note: string) =>
  keep('report', { dealId, reason, note }, jsonRequest(dealApi(dealId, 'reports'), 'POST', { reason, note }));

const commentApi = (commentId: string, rest = '') => `/api/comments/${encodeURIComponent(commentId)}${rest}`;

export const queueComment = (dealId: string, body: string, parentId?: string) => {
  const id = crypto.randomUUID();
  return keep(
    'comment',
    { dealId, action: 'post', commentId: id, body, parentId: parentId ?? '' },
    jsonRequest(dealApi(dealId, 'comments'), 'POST', { id, body, ...(parentId ? { parentId } : {}) }),
  );
};

export const queueCommentEdit = (dealId: string, commentId: string, body: string) =>
  keep(
    'comment',
    { dealId, action: 'edit', commentId, body },
    jsonRequest(commentApi(commentId), 'PATCH', { body }),
  );

export const queueCommentDelete = (dealId: string, commentId: string) =>
  keep('comment', { dealId, action: 'delete', commentId }, jsonRequest(commentApi(commentId), 'DELETE', {}));

export const queueCommentHide = (dealId: string, commentId: string) =>
  keep(
    'comment',
    { dealId, action: 'hide', commentId },
    jsonRequest(commentApi(commentId, '/hide'), 'POST', {}),
  );

export const queueReview = (dealId: string, rating: number, text: string) => {
  const id = crypto.randomUUID();
  return keep(
    'review',
    { dealId, action: 'post', reviewId: id, rating: String(rating), text },
    jsonRequest(dealApi(dealId, 'reviews'), 'POST', { id, rating, text }),
  );
};

export const queueHelpful = (dealId: string, reviewId: string) =>
  keep(
    'review',
    { dealId, action: 'helpful', reviewId },
    jsonRequest(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, 'POST', {}),
  );
