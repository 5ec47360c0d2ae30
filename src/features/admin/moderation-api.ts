// The moderation queue's calls. The queue is read straight from the server, not through the device's
// cache: a moderator works online, and a decision must act on the queue as it is now.
import { callApi } from '@lib/api-client';
import {
  moderationQueueSchema,
  type QueueEntry,
  SUBMISSION_API,
  type SubmissionDraft,
} from '@shared/community/submission';
import {
  COUPON_SUBMISSION_API,
  type PendingCoupon,
  pendingCouponsSchema,
} from '@shared/store/coupon-submission';

/** What waits for a decision: the submitted deals and the members' codes. */
export interface ModerationQueue {
  entries: QueueEntry[];
  coupons: PendingCoupon[];
}

export async function fetchQueue(): Promise<ModerationQueue> {
  const answer = await callApi(SUBMISSION_API.queue);
  return {
    entries: moderationQueueSchema.parse(answer).entries,
    coupons: pendingCouponsSchema.parse(answer).coupons,
  };
}

export const approveSubmission = (id: string, deal?: SubmissionDraft) =>
  callApi(SUBMISSION_API.approve(id), { body: deal ? { deal } : {} });

export const rejectSubmission = (id: string, reason: string) =>
  callApi(SUBMISSION_API.reject(id), { body: { reason } });

/** The queue entry as the submit form's fields, for the moderator's edits. */
export const entryAsDraft = (entry: QueueEntry): SubmissionDraft => ({
  link: entry.link,
  title: entry.title,
  currentPrice: entry.currentPrice.toFixed(2),
  originalPrice: entry.originalPrice === null ? '' : entry.originalPrice.toFixed(2),
  store: entry.store,
  category: entry.category,
  description: entry.description,
  expiry: entry.expiry ?? '',
  imageUrl: entry.imageUrl ?? '',
});

export const approveCoupon = (id: string) => callApi(COUPON_SUBMISSION_API.approve(id), { body: {} });

export const rejectCoupon = (id: string) => callApi(COUPON_SUBMISSION_API.reject(id), { body: {} });
