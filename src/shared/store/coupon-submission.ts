// A code a member sends for a store (POST /api/stores/:slug/coupons) and the moderators' decision on it:
// the paths, the answer and the code as the moderation queue shows it. It waits in the same queue as the
// submitted deals, under the same 24-hour promise, until a moderator approves (live) or rejects it.
import { z } from 'zod';

export const COUPON_SUBMISSION_API = {
  /** POST the code (couponInputSchema) for the store with this slug. */
  submit: (storeSlug: string) => `/api/stores/${encodeURIComponent(storeSlug)}/coupons`,
  approve: (id: string) => `/api/moderation/coupons/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `/api/moderation/coupons/${encodeURIComponent(id)}/reject`,
} as const;

/** What the submit route answers: the code waits for a moderator. */
export const couponSubmitAnswerSchema = z.object({ id: z.string(), status: z.literal('pending') });

const isoDate = z.string().datetime({ offset: true });

/** A member's code waiting in the moderation queue. */
export const pendingCouponSchema = z.object({
  id: z.string(),
  storeSlug: z.string(),
  storeName: z.string(),
  /** Empty for a sale that needs no code. */
  code: z.string(),
  title: z.string(),
  terms: z.string(),
  url: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  createdAt: isoDate,
  /** The member who sent it; null once their account is gone. */
  memberName: z.string().nullable(),
});
export type PendingCoupon = z.infer<typeof pendingCouponSchema>;

/** The codes part of GET /api/moderation/queue (beside the deals' `entries`). */
export const pendingCouponsSchema = z.object({ coupons: z.array(pendingCouponSchema).default([]) });
