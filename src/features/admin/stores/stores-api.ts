// The Stores section's calls, read straight from the server: an operator acts on the stores as they are
// now. Every write carries the Idempotency-Key made when the operator acted, so a write sent again is
// applied once.
import { callApi } from '@lib/api-client';
import {
  ADMIN_STORES_API,
  type AdminCouponRow,
  type AdminStoreList,
  type AdminStoreRow,
  adminCouponAnswerSchema,
  adminCouponListSchema,
  adminStoreAnswerSchema,
  adminStoreListSchema,
  type StoreChangesInput,
} from '@shared/console/admin-stores';

/** A code as the form sends it: every field as text. */
export interface CouponDraft {
  code: string;
  title: string;
  terms: string;
  url: string;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_COUPON: CouponDraft = {
  code: '',
  title: '',
  terms: '',
  url: '',
  startsAt: '',
  endsAt: '',
};

/** A listed code as the form edits it (its times as the day they fall on). */
export const draftOfCoupon = (coupon: AdminCouponRow): CouponDraft => ({
  code: coupon.code,
  title: coupon.title,
  terms: coupon.terms,
  url: coupon.url,
  startsAt: coupon.startsAt.slice(0, 10),
  endsAt: coupon.endsAt?.slice(0, 10) ?? '',
});

/** The draft as the server reads it: empty times are none. */
const couponBody = (draft: CouponDraft) => ({
  ...draft,
  startsAt: draft.startsAt.trim() || null,
  endsAt: draft.endsAt.trim() || null,
});

export async function fetchStores(q: string): Promise<AdminStoreList> {
  const params = new URLSearchParams(q ? { q } : {});
  const query = params.size > 0 ? `?${params}` : '';
  return adminStoreListSchema.parse(await callApi(`${ADMIN_STORES_API.stores}${query}`));
}

export async function saveStore(
  slug: string,
  changes: StoreChangesInput,
  key: string,
): Promise<AdminStoreRow> {
  const answer = await callApi(ADMIN_STORES_API.store(slug), {
    method: 'PUT',
    body: changes,
    idempotencyKey: key,
  });
  return adminStoreAnswerSchema.parse(answer).store;
}

export async function mergeStore(slug: string, into: string, key: string): Promise<AdminStoreRow> {
  const answer = await callApi(ADMIN_STORES_API.merge(slug), { body: { into }, idempotencyKey: key });
  return adminStoreAnswerSchema.parse(answer).store;
}

export async function fetchCoupons(slug: string): Promise<AdminCouponRow[]> {
  return adminCouponListSchema.parse(await callApi(ADMIN_STORES_API.coupons(slug))).coupons;
}

export async function addCoupon(slug: string, draft: CouponDraft, key: string): Promise<AdminCouponRow> {
  const answer = await callApi(ADMIN_STORES_API.coupons(slug), {
    body: couponBody(draft),
    idempotencyKey: key,
  });
  return adminCouponAnswerSchema.parse(answer).coupon;
}

export async function saveCoupon(
  slug: string,
  id: string,
  draft: CouponDraft,
  key: string,
): Promise<AdminCouponRow> {
  const answer = await callApi(ADMIN_STORES_API.coupon(slug, id), {
    method: 'PUT',
    body: couponBody(draft),
    idempotencyKey: key,
  });
  return adminCouponAnswerSchema.parse(answer).coupon;
}

export async function expireCoupon(slug: string, id: string, key: string): Promise<AdminCouponRow> {
  const answer = await callApi(ADMIN_STORES_API.expireCoupon(slug, id), { body: {}, idempotencyKey: key });
  return adminCouponAnswerSchema.parse(answer).coupon;
}
