// Members in public (src/shared/discovery/member-profile.ts): a member by handle, their record as the
// reputation counts it, the deals they posted and their latest comments, and the handle they choose.
import { and, count, desc, eq, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { MemberRecord, ProfileComment, ProfileDeal } from '../../src/shared/discovery/member-profile.ts';
import { isLive } from './deals/deal-display.ts';
import {
  dealComments,
  dealRanks,
  dealReviews,
  deals,
  reviewHelpfulMarks,
  submissions,
  users,
} from './schema.ts';
import type { Queryable } from './transaction.ts';

/** How many comments a profile lists. */
export const PROFILE_COMMENTS = 20;

/** A member by handle (whatever its case), hidden or not. */
export async function findMemberByHandle(db: Queryable, handle: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      handle: users.handle,
      createdAt: users.createdAt,
      profileHidden: users.profileHidden,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(sql`lower(${users.handle}) = lower(${handle})`);
  return row;
}

/** Their handle and whether their profile is hidden; null handle until they choose one. */
export async function profileSettingsOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ handle: users.handle, profileHidden: users.profileHidden })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Sets the member's handle and profile visibility; 'taken' when another member has the handle. */
export async function saveProfileSettings(
  db: Queryable,
  userId: string,
  settings: { handle: string; profileHidden: boolean },
): Promise<'saved' | 'taken'> {
  const holder = await findMemberByHandle(db, settings.handle);
  if (holder && holder.id !== userId) return 'taken';
  await db
    .update(users)
    .set({ handle: settings.handle, profileHidden: settings.profileHidden, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return 'saved';
}

/** What the member's record holds, counted in the database. */
export async function memberRecord(db: Queryable, userId: string): Promise<MemberRecord> {
  const [approved] = await db
    .select({ total: count(), first: min(submissions.createdAt) })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'live')));
  const [rejected] = await db
    .select({ total: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'rejected')));
  const [hot] = await db
    .select({ total: count() })
    .from(submissions)
    .innerJoin(dealRanks, eq(dealRanks.dealId, submissions.dealId))
    .where(and(eq(submissions.userId, userId), isNotNull(dealRanks.hotAt)));
  const [helpful] = await db
    .select({ total: count() })
    .from(reviewHelpfulMarks)
    .innerJoin(dealReviews, eq(dealReviews.id, reviewHelpfulMarks.reviewId))
    .where(eq(dealReviews.userId, userId));
  const [shown] = await db
    .select({ total: count() })
    .from(dealComments)
    .where(
      and(eq(dealComments.userId, userId), isNull(dealComments.deletedAt), isNull(dealComments.hiddenAt)),
    );
  const [hidden] = await db
    .select({ total: count() })
    .from(dealComments)
    .where(and(eq(dealComments.userId, userId), isNotNull(dealComments.hiddenAt)));
  return {
    approvedDeals: approved?.total ?? 0,
    firstDealAt: approved?.first ? new Date(approved.first).toISOString() : null,
    rejectedDeals: rejected?.total ?? 0,
    hotDeals: hot?.total ?? 0,
    helpfulMarks: helpful?.total ?? 0,
    comments: shown?.total ?? 0,
    hiddenComments: hidden?.total ?? 0,
  };
}

/** The member who posted the deal (its approved submission's), with their handle unless their profile is hidden. */
export async function dealPoster(db: Queryable, dealId: string) {
  const [row] = await db
    .select({
      name: users.name,
      handle: sql<string | null>`case when ${users.profileHidden} then null else ${users.handle} end`,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(eq(submissions.dealId, dealId), eq(submissions.status, 'live')))
    .limit(1);
  return row ?? null;
}

/** Keeps the reputation the profile shows on the member's row, for the lists that rank by it. */
export async function storeReputation(db: Queryable, userId: string, reputation: number): Promise<void> {
  await db
    .update(users)
    .set({ reputation })
    .where(and(eq(users.id, userId), sql`${users.reputation} <> ${reputation}`));
}

/** The deals the member posted that were published, newest first, each live or expired at `now`. */
export async function profileDeals(db: Queryable, userId: string, now: Date): Promise<ProfileDeal[]> {
  const rows = await db
    .select({
      id: deals.id,
      title: deals.title,
      store: deals.store,
      createdAt: deals.createdAt,
      live: sql<boolean>`(${isLive(now)}) and ${deals.reportedExpiredAt} is null`,
    })
    .from(submissions)
    .innerJoin(deals, eq(deals.id, submissions.dealId))
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'live')))
    .orderBy(desc(deals.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row, live: Boolean(row.live), createdAt: row.createdAt.toISOString() }));
}

/** Their latest comments that shoppers see, with the deal each is on. */
export async function profileComments(db: Queryable, userId: string): Promise<ProfileComment[]> {
  const rows = await db
    .select({
      dealId: deals.id,
      dealTitle: deals.title,
      body: dealComments.body,
      createdAt: dealComments.createdAt,
    })
    .from(dealComments)
    .innerJoin(deals, eq(deals.id, dealComments.dealId))
    .where(
      and(eq(dealComments.userId, userId), isNull(dealComments.deletedAt), isNull(dealComments.hiddenAt)),
    )
    .orderBy(desc(dealComments.createdAt))
    .limit(PROFILE_COMMENTS);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
