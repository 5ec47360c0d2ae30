// /api/account: the signed-in member's own account. What the account page shows (GET /api/account),
// ending a signed-in device or all others (by session id: the page never sees a session token), and the
// download of everything we hold about the member (GET /api/account/data). Name, password, passkeys and
// deletion go through /api/auth (server/routes/auth).

import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_EXPORT_FILE_NAME } from '../../../src/shared/account/account-api.ts';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import {
  accounts,
  outgoingMail,
  passkeys,
  sessions,
  submissions,
  users,
  wishlistItems,
} from '../../db/schema.ts';
import { listMemberSubmissions } from '../../db/submission-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { parseParams } from '../../http/parse-input.ts';

const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

const iso = (date: Date) => date.toISOString();

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.get('/api/account', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const [memberSessions, memberPasskeys, signIns, memberSubmissions] = await Promise.all([
      db.select().from(sessions).where(eq(sessions.userId, member.id)).orderBy(desc(sessions.createdAt)),
      db.select().from(passkeys).where(eq(passkeys.userId, member.id)).orderBy(passkeys.createdAt),
      db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, member.id)),
      listMemberSubmissions(db, member.id),
    ]);
    const now = ctx.clock();
    const { sessionId, ...summary } = member;
    return reply.header('cache-control', 'no-store').send({
      member: summary,
      hasPassword: signIns.some((signIn) => signIn.providerId === 'credential'),
      sessions: memberSessions
        .filter((session) => session.expiresAt > now)
        .map((session) => ({
          id: session.id,
          current: session.id === sessionId,
          createdAt: iso(session.createdAt),
          expiresAt: iso(session.expiresAt),
          userAgent: session.userAgent || null,
          ipAddress: session.ipAddress || null,
        })),
      passkeys: memberPasskeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: iso(passkey.createdAt),
        backedUp: passkey.backedUp,
      })),
      submissions: memberSubmissions,
    });
  });

  app.delete('/api/account/sessions/:id', async (request, reply) => {
    const { id } = parseParams(sessionParamsSchema, request.params);
    const member = await requireMember(ctx, request);
    // Another member's session is answered exactly like one that does not exist.
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, member.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFound('No signed-in device of yours has this id.');
    return reply.header('cache-control', 'no-store').send({ ended: ended.length });
  });

  app.post('/api/account/sessions/end-others', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, member.id), ne(sessions.id, member.sessionId)))
      .returning({ id: sessions.id });
    return reply.header('cache-control', 'no-store').send({ ended: ended.length });
  });

  app.get('/api/account/data', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const [user] = await db.select().from(users).where(eq(users.id, member.id));
    const [signIns, memberSessions, memberPasskeys, wishlist, mail, submitted] = await Promise.all([
      db
        .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, member.id)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, member.id)),
      db
        .select({
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          deviceType: passkeys.deviceType,
          backedUp: passkeys.backedUp,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, member.id)),
      db
        .select({ dealId: wishlistItems.dealId, addedAt: wishlistItems.addedAt, deal: wishlistItems.deal })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, member.id)),
      // Subjects and dates: the bodies held one-time links, which are no one's data.
      db
        .select({
          subject: outgoingMail.subject,
          to: outgoingMail.toAddress,
          createdAt: outgoingMail.createdAt,
          sentAt: outgoingMail.sentAt,
        })
        .from(outgoingMail)
        .where(eq(outgoingMail.userId, member.id)),
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
        .where(eq(submissions.userId, member.id)),
    ]);
    const data = {
      exportedAt: iso(ctx.clock()),
      account: {
        id: user!.id,
        name: user!.name,
        email: user!.email,
        emailVerified: user!.emailVerified,
        role: user!.role,
        createdAt: iso(user!.createdAt),
        updatedAt: iso(user!.updatedAt),
      },
      // How the member signs in; a password appears only as the fact that there is one.
      signInMethods: signIns.map((signIn) => ({ provider: signIn.provider, since: iso(signIn.createdAt) })),
      signedInDevices: memberSessions,
      passkeys: memberPasskeys,
      wishlist,
      mailSent: mail,
      submittedDeals: submitted,
    };
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
}
