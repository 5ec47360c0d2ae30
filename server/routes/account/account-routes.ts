// /api/account: the signed-in member's own account. What the account page shows (GET /api/account),
// ending a signed-in device or all others (by session id: the page never sees a session token), and the
// download of everything we hold about the member (GET /api/account/data). Name, password, passkeys and
// deletion go through /api/auth (server/routes/auth). The queries are server/db/account-repository.ts.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_EXPORT_FILE_NAME } from '../../../src/shared/account/account-api.ts';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import {
  endOtherSessions,
  endSession,
  listPasskeys,
  listSessions,
  memberData,
  signInProviders,
} from '../../db/account-repository.ts';
import { listMemberSubmissions } from '../../db/submission-repository.ts';
import { notFound } from '../../http/http-error.ts';
import { parseParams } from '../../http/parse-input.ts';

const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

const iso = (date: Date) => date.toISOString();

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.get('/api/account', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const [memberSessions, memberPasskeys, providers, memberSubmissions] = await Promise.all([
      listSessions(db, member.id),
      listPasskeys(db, member.id),
      signInProviders(db, member.id),
      listMemberSubmissions(db, member.id),
    ]);
    const now = ctx.clock();
    const { sessionId, ...summary } = member;
    return reply.header('cache-control', 'no-store').send({
      member: summary,
      hasPassword: providers.includes('credential'),
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
    const ended = await endSession(db, member.id, id);
    if (ended === 0) throw notFound('No signed-in device of yours has this id.');
    return reply.header('cache-control', 'no-store').send({ ended });
  });

  app.post('/api/account/sessions/end-others', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const ended = await endOtherSessions(db, member.id, member.sessionId);
    return reply.header('cache-control', 'no-store').send({ ended });
  });

  app.get('/api/account/data', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { user, signIns, sessions, passkeys, wishlist, mail, submitted } = await memberData(db, member.id);
    const data = {
      exportedAt: iso(ctx.clock()),
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        role: user.role,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      // How the member signs in; a password appears only as the fact that there is one.
      signInMethods: signIns.map((signIn) => ({ provider: signIn.provider, since: iso(signIn.createdAt) })),
      signedInDevices: sessions,
      passkeys,
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
