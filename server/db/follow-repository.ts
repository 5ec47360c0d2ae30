// Members' follows and mutes (tables member_follows, member_mutes; src/shared/discovery/follows.ts): listed
// with the names a person reads, added once (a second add changes nothing), removed, counted for the limits,
// and the mutes of many members at once for the alert fan-out.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { categoryName } from '../../src/shared/deal/categories.ts';
import type {
  FollowEntry,
  FollowKind,
  FollowRequest,
  FollowsAnswer,
  MuteKind,
} from '../../src/shared/discovery/follows.ts';
import { memberFollows, memberMutes, stores, users } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

/** Which table: what a member follows, or what they muted. */
export type FollowTable = 'follows' | 'mutes';

const tableOf = (which: FollowTable) => (which === 'follows' ? memberFollows : memberMutes);

type Row = { kind: string; target: string; createdAt: Date };

/** The names the rows' stores and members go by; a category's name is its own, a keyword is itself. */
async function withLabels<Kind extends string>(db: Queryable, rows: Row[]): Promise<FollowEntry<Kind>[]> {
  const storeSlugs = rows.filter((row) => row.kind === 'store').map((row) => row.target);
  const memberIds = rows.filter((row) => row.kind === 'member').map((row) => row.target);
  const storeNames = new Map(
    storeSlugs.length === 0
      ? []
      : (
          await db
            .select({ slug: stores.slug, name: stores.name })
            .from(stores)
            .where(inArray(stores.slug, storeSlugs))
        ).map((store) => [store.slug, store.name]),
  );
  const memberNames = new Map(
    memberIds.length === 0
      ? []
      : (
          await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, memberIds))
        ).map((user) => [user.id, user.name]),
  );
  const labelOf = (row: Row) =>
    row.kind === 'store'
      ? (storeNames.get(row.target) ?? row.target)
      : row.kind === 'category'
        ? categoryName(row.target)
        : row.kind === 'member'
          ? (memberNames.get(row.target) ?? row.target)
          : row.target;
  return rows.map((row) => ({
    kind: row.kind as Kind,
    target: row.target,
    label: labelOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function listRows(db: Queryable, which: FollowTable, userId: string): Promise<Row[]> {
  const table = tableOf(which);
  return db
    .select({ kind: table.kind, target: table.target, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(table.kind), asc(table.target));
}

/** The member's follows and mutes, oldest first. */
export async function listFollows(db: Queryable, userId: string): Promise<FollowsAnswer> {
  const [follows, mutes] = [await listRows(db, 'follows', userId), await listRows(db, 'mutes', userId)];
  return {
    follows: await withLabels<FollowKind>(db, follows),
    mutes: await withLabels<MuteKind>(db, mutes),
  };
}

/** How many follows (or mutes) the member has. */
export async function countFollows(db: Queryable, which: FollowTable, userId: string): Promise<number> {
  const table = tableOf(which);
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** Whether the member already has this follow (or mute). */
export async function hasFollow(
  db: Queryable,
  which: FollowTable,
  userId: string,
  { kind, target }: FollowRequest,
): Promise<boolean> {
  const table = tableOf(which);
  const [row] = await db
    .select({ kind: table.kind })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.kind, kind), eq(table.target, target)))
    .limit(1);
  return row !== undefined;
}

/**
 * Holds the member's row until the transaction ends, so two writes of theirs (in any process) count and
 * add one after the other and a limit counted first still holds once both are in.
 */
export async function lockMember(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function addFollow(
  tx: Transaction,
  which: FollowTable,
  userId: string,
  { kind, target }: FollowRequest,
  now: Date,
): Promise<void> {
  await tx.insert(tableOf(which)).values({ userId, kind, target, createdAt: now }).onConflictDoNothing();
}

export async function removeFollow(
  tx: Transaction,
  which: FollowTable,
  userId: string,
  { kind, target }: FollowRequest,
): Promise<void> {
  const table = tableOf(which);
  await tx.delete(table).where(and(eq(table.userId, userId), eq(table.kind, kind), eq(table.target, target)));
}

/** Whether a member other than the one asking has this id (a disabled account cannot be followed). */
export async function isOtherMember(db: Queryable, id: string, self: string): Promise<boolean> {
  if (id === self) return false;
  const [user] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
  return user !== undefined && user.disabledAt === null;
}

/** The mutes of each of these members (those with none are absent), for matching a deal's alerts. */
export async function mutesOfMembers(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, FollowRequest<MuteKind>[]>> {
  const byMember = new Map<string, FollowRequest<MuteKind>[]>();
  for (let start = 0; start < userIds.length; start += 1000) {
    const rows = await db
      .select({ userId: memberMutes.userId, kind: memberMutes.kind, target: memberMutes.target })
      .from(memberMutes)
      .where(inArray(memberMutes.userId, userIds.slice(start, start + 1000)));
    for (const row of rows) {
      const list = byMember.get(row.userId) ?? [];
      list.push({ kind: row.kind as MuteKind, target: row.target });
      byMember.set(row.userId, list);
    }
  }
  return byMember;
}
