// Voucher codes (table coupons) and shoppers' answers to "Did it work?" (coupon_answers): adding a code
// (a duplicate of a live or waiting code of the same store refused), the live codes with their records for
// the store directory, and an answer counted once per answerer.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type CouponAnswer, couponRecord } from '../../src/shared/store/coupon-record.ts';
import type { CouponEntry, CouponSource } from '../../src/shared/store/store.ts';
import { couponAnswers, coupons } from './schema.ts';
import type { Queryable } from './transaction.ts';

export type CouponStatus = 'pending' | 'live' | 'rejected' | 'expired';

export interface NewCoupon {
  id: string;
  storeSlug: string;
  code: string;
  title: string;
  terms: string;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
  source: CouponSource;
  sourceKey?: string | null;
  status: CouponStatus;
  submittedBy?: string | null;
}

/** A code compared for duplicates: case does not make another code. */
export const codeKeyOf = (code: string): string => code.trim().toUpperCase();

/** The live or waiting code of the store with the same code, if any (a sale without code has no twin). */
export async function findTwinCoupon(db: Queryable, storeSlug: string, code: string): Promise<string | undefined> {
  const key = codeKeyOf(code);
  if (!key) return undefined;
  const [twin] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(eq(coupons.storeSlug, storeSlug), eq(coupons.codeKey, key), inArray(coupons.status, ['live', 'pending'])),
    )
    .limit(1);
  return twin?.id;
}

/** Adds a code; 'duplicate' when the store has the same code live or waiting already. */
export async function insertCoupon(db: Queryable, coupon: NewCoupon): Promise<'added' | 'duplicate'> {
  if (await findTwinCoupon(db, coupon.storeSlug, coupon.code)) return 'duplicate';
  await db.insert(coupons).values({ ...coupon, code: coupon.code.trim(), codeKey: codeKeyOf(coupon.code) });
  return 'added';
}

/**
 * Records an answer: one per code and answerer, a later one replacing it. False when the code is not
 * live (unknown, waiting, ended): nothing is recorded.
 */
export async function answerCoupon(
  db: Queryable,
  answer: { couponId: string; answerer: string; worked: boolean; at: Date },
): Promise<boolean> {
  const [live] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.id, answer.couponId),
        eq(coupons.status, 'live'),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, answer.at)),
      ),
    );
  if (!live) return false;
  await db
    .insert(couponAnswers)
    .values({ couponId: answer.couponId, answerer: answer.answerer, worked: answer.worked, answeredAt: answer.at })
    .onConflictDoUpdate({
      target: [couponAnswers.couponId, couponAnswers.answerer],
      set: { worked: answer.worked, answeredAt: answer.at },
    });
  return true;
}

/** Counts a click-out through a code. */
export async function countCouponClick(db: Queryable, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ clicks: sql`${coupons.clicks} + 1` })
    .where(eq(coupons.id, couponId));
}

/** A live code by id (started or not), for its click-out. */
export async function findLiveCoupon(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .select({ id: coupons.id, storeSlug: coupons.storeSlug, title: coupons.title, url: coupons.url })
    .from(coupons)
    .where(
      and(eq(coupons.id, id), eq(coupons.status, 'live'), or(isNull(coupons.endsAt), gt(coupons.endsAt, now))),
    );
  return row;
}

/**
 * The answers a record needs, per code: those of the last 30 days, the latest ten, and the latest that
 * said it worked (couponRecord reads no others).
 */
async function recordAnswers(db: Queryable, ids: string[], now: Date): Promise<Map<string, CouponAnswer[]>> {
  const byCoupon = new Map<string, CouponAnswer[]>();
  if (ids.length === 0) return byCoupon;
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const ranked = db
    .select({
      couponId: couponAnswers.couponId,
      worked: couponAnswers.worked,
      answeredAt: couponAnswers.answeredAt,
      latest: sql<number>`row_number() over (partition by ${couponAnswers.couponId} order by ${couponAnswers.answeredAt} desc)`.as(
        'latest',
      ),
      latestOfKind:
        sql<number>`row_number() over (partition by ${couponAnswers.couponId}, ${couponAnswers.worked} order by ${couponAnswers.answeredAt} desc)`.as(
          'latest_of_kind',
        ),
    })
    .from(couponAnswers)
    .where(and(inArray(couponAnswers.couponId, ids), lte(couponAnswers.answeredAt, now)))
    .as('ranked');
  const rows = await db
    .select({ couponId: ranked.couponId, worked: ranked.worked, answeredAt: ranked.answeredAt })
    .from(ranked)
    .where(
      or(
        lte(ranked.latest, 10),
        sql`${ranked.answeredAt} >= ${since.toISOString()}`,
        and(eq(ranked.worked, true), eq(ranked.latestOfKind, 1)),
      ),
    );
  for (const row of rows) {
    const list = byCoupon.get(row.couponId) ?? [];
    list.push({ worked: row.worked, at: new Date(row.answeredAt).getTime() });
    byCoupon.set(row.couponId, list);
  }
  return byCoupon;
}

/** Every live code that has started and not ended at `now`, with its record. */
export async function listLiveCoupons(db: Queryable, now: Date): Promise<CouponEntry[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.status, 'live'), lte(coupons.startsAt, now), or(isNull(coupons.endsAt), gt(coupons.endsAt, now))),
    );
  const answers = await recordAnswers(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    storeSlug: row.storeSlug,
    code: row.code,
    title: row.title,
    terms: row.terms,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    source: row.source as CouponSource,
    record: couponRecord(answers.get(row.id) ?? [], now.getTime()),
  }));
}
