// Reads of a deal's discussion: comments (a deleted or hidden one keeps its place, without its text),
// members' reviews with their Helpful counts, and the reader's own vote and reports.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type {
  DealComment,
  DiscussionAnswer,
  MemberReview,
  ReportReason,
} from '../../src/shared/community/community.ts';
import type { Member } from '../auth/members.ts';
import {
  dealComments,
  dealReports,
  dealReviews,
  dealVotes,
  reviewHelpfulMarks,
  users,
} from '../db/schema.ts';
import type { Queryable } from '../db/transaction.ts';
import { directionOf } from './temperature.ts';

export const commentColumns = {
  id: dealComments.id,
  dealId: dealComments.dealId,
  parentId: dealComments.parentId,
  authorId: dealComments.userId,
  author: users.name,
  body: dealComments.body,
  createdAt: dealComments.createdAt,
  editedAt: dealComments.editedAt,
  deletedAt: dealComments.deletedAt,
  hiddenAt: dealComments.hiddenAt,
};

type CommentRow = {
  id: string;
  dealId: string;
  parentId: string | null;
  authorId: string;
  author: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
};

export function toDealComment(row: CommentRow): DealComment {
  const state = row.deletedAt ? 'deleted' : row.hiddenAt ? 'hidden' : 'shown';
  return {
    id: row.id,
    dealId: row.dealId,
    parentId: row.parentId,
    author: row.author,
    authorId: row.authorId,
    body: state === 'shown' ? row.body : '',
    state,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export async function findComment(db: Queryable, id: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(dealComments)
    .innerJoin(users, eq(users.id, dealComments.userId))
    .where(eq(dealComments.id, id))
    .limit(1);
  return row;
}

/** Comments shown on the deal page: the count on the deal's card. */
export async function countShownComments(db: Queryable, dealId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dealComments)
    .where(
      and(eq(dealComments.dealId, dealId), isNull(dealComments.deletedAt), isNull(dealComments.hiddenAt)),
    );
  return row?.n ?? 0;
}

async function listComments(db: Queryable, dealId: string): Promise<DealComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(dealComments)
    .innerJoin(users, eq(users.id, dealComments.userId))
    .where(eq(dealComments.dealId, dealId))
    .orderBy(asc(dealComments.createdAt), asc(dealComments.id));
  return rows.map(toDealComment);
}

export async function listReviews(db: Queryable, dealId: string, readerId?: string): Promise<MemberReview[]> {
  const rows = await db
    .select({
      id: dealReviews.id,
      dealId: dealReviews.dealId,
      rating: dealReviews.rating,
      text: dealReviews.body,
      author: users.name,
      authorId: dealReviews.userId,
      createdAt: dealReviews.createdAt,
    })
    .from(dealReviews)
    .innerJoin(users, eq(users.id, dealReviews.userId))
    .where(eq(dealReviews.dealId, dealId))
    .orderBy(desc(dealReviews.createdAt), asc(dealReviews.id));
  const marks = rows.length
    ? await db
        .select({ reviewId: reviewHelpfulMarks.reviewId, userId: reviewHelpfulMarks.userId })
        .from(reviewHelpfulMarks)
        .innerJoin(dealReviews, eq(dealReviews.id, reviewHelpfulMarks.reviewId))
        .where(eq(dealReviews.dealId, dealId))
    : [];
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    date: createdAt.toISOString(),
    helpful: marks.filter((mark) => mark.reviewId === row.id).length,
    markedHelpful: marks.some((mark) => mark.reviewId === row.id && mark.userId === readerId),
  }));
}

export async function readDiscussion(
  db: Queryable,
  dealId: string,
  reader: Member | undefined,
): Promise<DiscussionAnswer> {
  const [comments, reviews] = await Promise.all([
    listComments(db, dealId),
    listReviews(db, dealId, reader?.id),
  ]);
  if (!reader) return { dealId, comments, reviews, vote: 'none', reports: [], moderator: false };
  const [vote] = await db
    .select({ direction: dealVotes.direction })
    .from(dealVotes)
    .where(and(eq(dealVotes.dealId, dealId), eq(dealVotes.userId, reader.id)));
  const reports = await db
    .select({ reason: dealReports.reason })
    .from(dealReports)
    .where(and(eq(dealReports.dealId, dealId), eq(dealReports.userId, reader.id)));
  return {
    dealId,
    comments,
    reviews,
    vote: directionOf(vote?.direction),
    reports: reports.map((row) => row.reason as ReportReason),
    moderator: reader.role === 'moderator' || reader.role === 'operator',
  };
}
