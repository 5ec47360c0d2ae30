// The member's own account, as the account page and the data download read it: the signed-in devices
// (sessions), passkeys and sign-in methods better-auth keeps, and everything else the site holds about the
// member (wishlist, mail sent, submitted deals). Ending a device is answered for the member's own sessions
// only: another member's session id finds nothing, exactly like an unknown one.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts, outgoingMail, passkeys, sessions, submissions, users, wishlistItems } from './schema.ts';

/** The member's sessions, newest first (expired ones too: the caller shows the running ones). */
export const listSessions = (db: Database, userId: string) =>
  db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));

/** The member's passkeys, oldest first. */
export const listPasskeys = (db: Database, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);

/** How the member signs in: better-auth's provider ids ('credential' is a password). */
export async function signInProviders(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return rows.map((row) => row.providerId);
}

/** Ends one of the member's sessions; answers how many ended (0: none of theirs has this id). */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of the member but `keptSessionId`; answers how many ended. */
export async function endOtherSessions(db: Database, userId: string, keptSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Everything held about the member, as rows, for the data download: the account, how they sign in (a
 * password only as the fact that there is one), devices, passkeys, wishlist, mail sent (subjects and dates:
 * the bodies held one-time links, which are no one's data) and submitted deals.
 */
export async function memberData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [signIns, memberSessions, memberPasskeys, wishlist, mail, submitted] = await Promise.all([
    db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId)),
    db
      .select({ dealId: wishlistItems.dealId, addedAt: wishlistItems.addedAt, deal: wishlistItems.deal })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId)),
    db
      .select({
        subject: outgoingMail.subject,
        to: outgoingMail.toAddress,
        createdAt: outgoingMail.createdAt,
        sentAt: outgoingMail.sentAt,
      })
      .from(outgoingMail)
      .where(eq(outgoingMail.userId, userId)),
    db
      .select({
        id: submissions.id,
        status: submissions.status,
        link: submissions.link,
        title: submissions.title,
        currentPrice: submissions.currentPrice,
        originalPrice: submissions.originalPrice,
        store: submissions.store,
        category: submissions.category,
        description: submissions.description,
        expiry: submissions.expiry,
        imageUrl: submissions.imageUrl,
        createdAt: submissions.createdAt,
        rejectReason: submissions.rejectReason,
      })
      .from(submissions)
      .where(eq(submissions.userId, userId)),
  ]);
  return {
    user: user!,
    signIns,
    sessions: memberSessions,
    passkeys: memberPasskeys,
    wishlist,
    mail,
    submitted,
  };
}
