// A deal's comments (table deal_comments): as the deal page shows them (a deleted or hidden comment keeps
// its place, without its text), one by id, the count of shown ones (the count on the deal's card), a
// member's new comment, its edit and deletion, a moderator's hiding and showing, and the console's list
// (newest first, a page at a time, shown, hidden or all, searched in the text, the author's name and the
// deal's title; a comment its author deleted is left out of it: there is nothing left to hide). User
// input reaches SQL only as bound parameters.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DealComment } from '../../src/shared/community/community.ts';
import type { CommentListQuery, StaffComment } from '../../src/shared/console/admin-comments.ts';
import {
  ADMIN_PAGE_SIZE,
  type Paged,
  pageCountOf,
  pageOffset,
} from '../../src/shared/console/admin-paging.ts';
import type { Database } from './client.ts';
import { dealComments, deals, users } from './schema.ts';
import { containsPattern } from './sql.ts';
import type { Queryable, Transaction } from './transaction.ts';

const commentColumns = {
  id: dealComments.id,
  dealId: dealComments.dealId,
  parentId: dealComments.parentId,
  authorId: dealComments.userId,
  author: users.name,
  // A hidden profile has no address to link to.
  authorHandle: sql<string | null>`case when ${users.profileHidden} then null else ${users.handle} end`,
  body: dealComments.body,
  createdAt: dealComments.createdAt,
  editedAt: dealComments.editedAt,
  deletedAt: dealComments.deletedAt,
  hiddenAt: dealComments.hiddenAt,
};

export type CommentRow = {
  id: string;
  dealId: string;
  parentId: string | null;
  authorId: string;
  author: string;
  authorHandle: string | null;
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
    authorHandle: row.authorHandle,
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

/** The deal's comments, oldest first, each as the deal page shows it. */
export async function listComments(db: Queryable, dealId: string): Promise<DealComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(dealComments)
    .innerJoin(users, eq(users.id, dealComments.userId))
    .where(eq(dealComments.dealId, dealId))
    .orderBy(asc(dealComments.createdAt), asc(dealComments.id));
  return rows.map(toDealComment);
}

export interface NewComment {
  id: string;
  dealId: string;
  userId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
}

/** Stores a member's comment; false when a comment with its id exists already. */
export async function insertComment(tx: Transaction, comment: NewComment): Promise<boolean> {
  const inserted = await tx
    .insert(dealComments)
    .values(comment)
    .onConflictDoNothing()
    .returning({ id: dealComments.id });
  return inserted.length > 0;
}

/** The author's new text, marked edited at `now`. */
export async function editComment(tx: Transaction, id: string, body: string, now: Date): Promise<void> {
  await tx.update(dealComments).set({ body, editedAt: now }).where(eq(dealComments.id, id));
}

/** The author withdrew the comment: it keeps its place (replies stay under it) without its text. */
export async function markCommentDeleted(tx: Transaction, id: string, now: Date): Promise<void> {
  await tx.update(dealComments).set({ deletedAt: now }).where(eq(dealComments.id, id));
}

/**
 * Hides the comment from shoppers, or shows it again; false when it already was so. The state is tested in
 * the UPDATE itself, so two moderators acting at once make one change.
 */
export async function setCommentHiddenState(
  tx: Transaction,
  id: string,
  hidden: boolean,
  actorId: string,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(dealComments)
    .set(hidden ? { hiddenAt: now, hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null })
    .where(
      and(eq(dealComments.id, id), hidden ? isNull(dealComments.hiddenAt) : isNotNull(dealComments.hiddenAt)),
    )
    .returning({ id: dealComments.id });
  return changed.length > 0;
}

function listCondition({ status, q }: CommentListQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    isNull(dealComments.deletedAt),
    status === 'hidden'
      ? isNotNull(dealComments.hiddenAt)
      : status === 'shown'
        ? isNull(dealComments.hiddenAt)
        : undefined,
    pattern
      ? or(ilike(dealComments.body, pattern), ilike(users.name, pattern), ilike(deals.title, pattern))
      : undefined,
  );
}

export async function listStaffComments(db: Database, query: CommentListQuery): Promise<Paged<StaffComment>> {
  const where = listCondition(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(dealComments)
    .innerJoin(users, eq(users.id, dealComments.userId))
    .innerJoin(deals, eq(deals.id, dealComments.dealId))
    .where(where);
  const rows = await db
    .select({
      id: dealComments.id,
      body: dealComments.body,
      author: users.name,
      dealId: deals.id,
      dealTitle: deals.title,
      createdAt: dealComments.createdAt,
      hiddenAt: dealComments.hiddenAt,
    })
    .from(dealComments)
    .innerJoin(users, eq(users.id, dealComments.userId))
    .innerJoin(deals, eq(deals.id, dealComments.dealId))
    .where(where)
    .orderBy(desc(dealComments.createdAt), desc(dealComments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(query.page));
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageCount: pageCountOf(total),
    total,
  };
}
