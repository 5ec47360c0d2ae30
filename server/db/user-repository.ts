// The accounts as the operator manages them: find one, list or search them, give one a role, disable or
// enable one. The member command (`npm run users`) and the console's Users section both change accounts
// through these functions, so an account is disabled the same way wherever it is done: its sessions end
// in the same transaction, and every later request of that member is a visitor's (server/auth/members.ts).
// User input reaches SQL only as bound parameters.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { isRole, type Role } from '../../src/shared/account/roles.ts';
import type { AdminUser } from '../../src/shared/console/admin-users.ts';
import { sessions, users } from './schema.ts';
import { containsPattern } from './sql.ts';
import type { Queryable, Transaction } from './transaction.ts';

export type UserRow = typeof users.$inferSelect;

/** The account as the console shows it (and as the audit log keeps it): no secret is in the users row. */
export const adminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: isRole(row.role) ? row.role : 'member',
  emailVerified: row.emailVerified,
  disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** Addresses are stored lower-cased (schema.ts), so any spelling of one finds its account. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Every account, oldest first (the member command's list). */
export const listUsers = (db: Queryable): Promise<UserRow[]> =>
  db.select().from(users).orderBy(asc(users.createdAt));

export interface UserSearch {
  /** Part of the name or the e-mail address, in any case; empty finds every account. */
  text: string;
  role?: Role;
  /** 1 for the first page. */
  page: number;
  pageSize: number;
}

/** One page of the accounts that match, newest first, and how many match in all. */
export async function searchUsers(
  db: Queryable,
  search: UserSearch,
): Promise<{ users: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  const text = search.text.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  if (search.role) conditions.push(eq(users.role, search.role));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: found, total: counted?.total ?? 0 };
}

/**
 * The accounts' rows, locked until the transaction ends so that changes to them never interleave. Rows are
 * locked in the order of their ids: two transactions that lock the same two accounts wait for each other
 * instead of deadlocking.
 */
export const lockUsers = (tx: Transaction, ids: string[]): Promise<UserRow[]> =>
  tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');

/** Gives the account a role; takes effect on its next request (roles are read with the session). */
export async function setUserRole(db: Queryable, id: string, role: Role, now: Date): Promise<UserRow> {
  const [user] = await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  if (!user) throw new Error(`No account ${id} to give a role`);
  return user;
}

/**
 * Disables the account and ends every one of its sessions, or enables it again. Run it inside a
 * transaction (the caller's): a disabled account with a session left would still be signed in somewhere.
 * Sign-in refuses a disabled account by any method (server/auth/auth.ts).
 */
export async function setUserDisabled(
  tx: Transaction,
  id: string,
  disabled: boolean,
  now: Date,
): Promise<{ user: UserRow; sessionsEnded: number }> {
  const [user] = await tx
    .update(users)
    .set({ disabledAt: disabled ? now : null, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`No account ${id} to ${disabled ? 'disable' : 'enable'}`);
  const ended = disabled
    ? await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id })
    : [];
  return { user, sessionsEnded: ended.length };
}
