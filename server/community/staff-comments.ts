// The comments as the console lists them: newest first, a page at a time, shown, hidden or all, searched
// in the text, the author's name and the deal's title. A comment its author deleted is left out: its text
// is withdrawn and there is nothing left to hide. User input reaches SQL only as bound parameters.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { CommentListQuery, StaffComment } from '../../src/shared/console/admin-comments.ts';
import {
  ADMIN_PAGE_SIZE,
  type Paged,
  pageCountOf,
  pageOffset,
} from '../../src/shared/console/admin-paging.ts';
import type { Database } from '../db/client.ts';
import { dealComments, deals, users } from '../db/schema.ts';
import { containsPattern } from '../db/sql.ts';

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
