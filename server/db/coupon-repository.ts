// Voucher codes (table coupons) and shoppers' answers to "Did it work?" (coupon_answers): adding a code
// (a duplicate of a live or waiting code of the same store refused), the live codes with their records for
// the store directory, and an answer counted once per answerer.
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type CouponAnswer, couponRecord } from '../../src/shared/store/coupon-record.ts';
import type { CouponEntry, CouponSource } from '../../src/shared/store/store.ts';
import { couponAnswers, coupons, stores, users } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

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
export async function findTwinCoupon(
  db: Queryable,
  storeSlug: string,
  code: string,
): Promise<string | undefined> {
  const key = codeKeyOf(code);
  if (!key) return undefined;
  const [twin] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.storeSlug, storeSlug),
        eq(coupons.codeKey, key),
        inArray(coupons.status, ['live', 'pending']),
      ),
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
    .values({
      couponId: answer.couponId,
      answerer: answer.answerer,
      worked: answer.worked,
      answeredAt: answer.at,
    })
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
      and(
        eq(coupons.id, id),
        eq(coupons.status, 'live'),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
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
      latest:
        sql<number>`row_number() over (partition by ${couponAnswers.couponId} order by ${couponAnswers.answeredAt} desc)`.as(
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
export const listLiveCoupons = (db: Queryable, now: Date): Promise<CouponEntry[]> =>
  couponEntries(
    db,
    and(
      eq(coupons.status, 'live'),
      lte(coupons.startsAt, now),
      or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
    ),
    now,
  );

/** How long an ended code stays on its store's page, folded away under the live ones. */
export const ENDED_CODES_SHOWN_DAYS = 14;

/**
 * What the store pages show: the live codes that have started, and those that ended in the last
 * ENDED_CODES_SHOWN_DAYS (past their end, or ended by the operator or the feed: their end is then the
 * moment they were ended), each with its record.
 */
export function listShownCoupons(db: Queryable, now: Date): Promise<CouponEntry[]> {
  const since = new Date(now.getTime() - ENDED_CODES_SHOWN_DAYS * 86_400_000);
  return couponEntries(
    db,
    and(
      lte(coupons.startsAt, now),
      or(
        and(eq(coupons.status, 'live'), or(isNull(coupons.endsAt), gt(coupons.endsAt, since))),
        and(eq(coupons.status, 'expired'), gt(coupons.updatedAt, since)),
      ),
    ),
    now,
  );
}

async function couponEntries(db: Queryable, where: SQL | undefined, now: Date): Promise<CouponEntry[]> {
  const rows = await db.select().from(coupons).where(where);
  const answers = await recordAnswers(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => {
    // An ended code's end is when it ended, if that came before the end it was given.
    const ended =
      row.status === 'expired' && (!row.endsAt || row.endsAt > row.updatedAt) ? row.updatedAt : row.endsAt;
    return {
      id: row.id,
      storeSlug: row.storeSlug,
      code: row.code,
      title: row.title,
      terms: row.terms,
      startsAt: row.startsAt.toISOString(),
      endsAt: ended?.toISOString() ?? null,
      source: row.source as CouponSource,
      record: couponRecord(answers.get(row.id) ?? [], now.getTime()),
    };
  });
}

/** Ends every live code whose end has come; answers how many it ended. */
export async function expireEndedCoupons(db: Queryable, now: Date): Promise<number> {
  const ended = await db
    .update(coupons)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(coupons.status, 'live'), lte(coupons.endsAt, now)))
    .returning({ id: coupons.id });
  return ended.length;
}

/** What a feed keeps of each code it brought, by its key (for the next round's comparison). */
export interface FeedCouponRow {
  id: string;
  sourceKey: string;
  storeSlug: string;
  code: string;
  title: string;
  terms: string;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
  status: string;
}

/** The codes a feed brought whose key starts with `keyPrefix` (one provider's), whatever their status. */
export const listFeedCoupons = (db: Queryable, keyPrefix: string): Promise<FeedCouponRow[]> =>
  db
    .select({
      id: coupons.id,
      sourceKey: sql<string>`${coupons.sourceKey}`,
      storeSlug: coupons.storeSlug,
      code: coupons.code,
      title: coupons.title,
      terms: coupons.terms,
      url: coupons.url,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      status: coupons.status,
    })
    .from(coupons)
    .where(and(eq(coupons.source, 'feed'), sql`starts_with(${coupons.sourceKey}, ${keyPrefix})`));

/** Changes a feed's code to what the feed says now. */
export async function updateFeedCoupon(
  db: Queryable,
  id: string,
  changes: Pick<
    NewCoupon,
    'storeSlug' | 'code' | 'title' | 'terms' | 'url' | 'startsAt' | 'endsAt' | 'status'
  >,
  now: Date,
): Promise<void> {
  await db
    .update(coupons)
    .set({ ...changes, code: changes.code.trim(), codeKey: codeKeyOf(changes.code), updatedAt: now })
    .where(eq(coupons.id, id));
}

/** Ends the live codes of a feed by their ids (offers the feed no longer lists); answers how many. */
export async function expireFeedCoupons(db: Queryable, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const ended = await db
    .update(coupons)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(coupons.id, [...ids]), eq(coupons.source, 'feed'), eq(coupons.status, 'live')))
    .returning({ id: coupons.id });
  return ended.length;
}

/** A code as the console and the moderation queue read it, every status. */
export type CouponRow = typeof coupons.$inferSelect;

/** A code by id, locked for a decision or an edit in the caller's transaction. */
export async function lockCoupon(tx: Transaction, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Sets a code's status (a moderator's decision, an operator's end); the row as it is now. */
export async function setCouponStatus(
  db: Queryable,
  id: string,
  status: CouponStatus,
  at: Date,
  endsAt?: Date | null,
): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ status, updatedAt: at, ...(endsAt === undefined ? {} : { endsAt }) })
    .where(eq(coupons.id, id))
    .returning();
  return row!;
}

/** The members' codes waiting for a decision, oldest first, with their store's and member's names. */
export async function pendingCouponQueue(db: Queryable) {
  const rows = await db
    .select({ coupon: coupons, storeName: stores.name, memberName: users.name })
    .from(coupons)
    .innerJoin(stores, eq(stores.slug, coupons.storeSlug))
    .leftJoin(users, eq(users.id, coupons.submittedBy))
    .where(eq(coupons.status, 'pending'))
    .orderBy(asc(coupons.createdAt), asc(coupons.id));
  return rows.map(({ coupon, storeName, memberName }) => ({
    id: coupon.id,
    storeSlug: coupon.storeSlug,
    storeName,
    code: coupon.code,
    title: coupon.title,
    terms: coupon.terms,
    url: coupon.url,
    startsAt: coupon.startsAt.toISOString(),
    endsAt: coupon.endsAt?.toISOString() ?? null,
    createdAt: coupon.createdAt.toISOString(),
    memberName: memberName ?? null,
  }));
}

/** A code as the console lists it. */
export const adminCouponOf = (row: CouponRow) => ({
  id: row.id,
  storeSlug: row.storeSlug,
  code: row.code,
  title: row.title,
  terms: row.terms,
  url: row.url,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  source: row.source as CouponSource,
  status: row.status as CouponStatus,
  clicks: row.clicks,
  createdAt: row.createdAt.toISOString(),
});

/** Every code of a store, whatever its status, newest first. */
export async function listStoreCoupons(db: Queryable, storeSlug: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.storeSlug, storeSlug))
    .orderBy(desc(coupons.createdAt), asc(coupons.id));
}

export interface CouponChanges {
  code: string;
  title: string;
  terms: string;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
}

/**
 * Changes a code's own fields; 'duplicate' when its new code is another live or waiting code of the store.
 * In the caller's transaction, after lockCoupon.
 */
export async function updateCoupon(
  db: Queryable,
  current: CouponRow,
  changes: CouponChanges,
  at: Date,
): Promise<CouponRow | 'duplicate'> {
  const twin = await findTwinCoupon(db, current.storeSlug, changes.code);
  if (twin && twin !== current.id) return 'duplicate';
  const [row] = await db
    .update(coupons)
    .set({ ...changes, code: changes.code.trim(), codeKey: codeKeyOf(changes.code), updatedAt: at })
    .where(eq(coupons.id, current.id))
    .returning();
  return row!;
}
