// Reports on deals, and what moderators do with them.
//   POST /api/deals/:id/reports        a member reports a deal: Expired, Link not working, Wrong price, Spam,
//                                      Duplicate or Other, with a note; once per member, deal and reason.
//                                      Expired from EXPIRE_REPORTS_THRESHOLD different members ends the deal
//                                      at once, in the same transaction.
//   GET  /api/reports                  moderators and operators: the open reports, oldest first.
//   POST /api/reports/:id/dismiss      moderators and operators: closes one report.
//   POST /api/reports/:id/end-deal     moderators and operators: act on a report by ending the reported
//                                      deal now (as the console's Expire does); the deal's open reports
//                                      are closed with it.
//   POST /api/deals/:id/reactivate     moderators and operators: a deal ended by reports runs again, and
//                                      its open Expired reports are closed.
// The queries are server/db/report-repository.ts; the deal's end and return, server/db/deals/.

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportRequestSchema } from '../../../src/shared/community/community-requests.ts';
import {
  NO_OPEN_REPORT,
  REPORT_ALREADY,
  REPORTED_DEAL_ALREADY_ENDED,
} from '../../../src/shared/community/community-texts.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { requireVerifiedEmail } from '../../auth/members.ts';
import { requireModerator as requireStaff, STAFF_ROLES } from '../../auth/staff.ts';
import { COMMUNITY_RATES, findDealState, requirePoster } from '../../community/community-writes.ts';
import type { ServerContext } from '../../context.ts';
import { expireByReports, expireDeal, reactivateReportedDeal } from '../../db/deals/deal-lifecycle.ts';
import { storedDeal } from '../../db/operator-deal-repository.ts';
import {
  countOpenReports,
  insertReport,
  listOpenReports,
  lockOpenReport,
  resolveDealReports,
  resolveReport,
} from '../../db/report-repository.ts';
import { asDatabase } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

export const NOT_ENDED_BY_REPORTS = 'Reports did not end this deal: there is nothing to reactivate.';

const reportIdParamsSchema = z.strictObject({ id: z.uuid() });

export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const threshold = ctx.env.EXPIRE_REPORTS_THRESHOLD;

  app.post('/api/deals/:id/reports', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const { reason, note } = parseBody(reportRequestSchema, request.body);
    const member = await requirePoster(ctx, request, 'report');

    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const now = ctx.clock();
      const deal = await findDealState(tx, id, now);
      const report = { id: randomUUID(), dealId: id, userId: member.id, reason, note, createdAt: now };
      if (!(await insertReport(tx, report))) {
        throw new HttpError(409, REPORT_ALREADY, { code: 'ALREADY_REPORTED' });
      }
      let dealExpired = deal.reportedExpiredAt !== null;
      if (reason === 'expired' && deal.live && (await countOpenReports(tx, id, 'expired')) >= threshold) {
        await expireByReports(asDatabase(tx), id, now);
        dealExpired = true;
      }
      return { status: 201, body: { id: report.id, dealId: id, reason, dealExpired } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  /** Only the staff: refused for the role before the request's input is read (server/auth/staff.ts). */
  const staffOnly = { config: { staffRoles: STAFF_ROLES } };

  /** A moderator or operator, within the moderators' rate limit. */
  const requireModerator = async (request: FastifyRequest) => {
    const member = await requireStaff(ctx, request);
    requireVerifiedEmail(member);
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('moderate', member.id), COMMUNITY_RATES.moderate),
    );
    return member;
  };

  app.get('/api/reports', staffOnly, async (request, reply) => {
    await requireModerator(request);
    const rows = await listOpenReports(ctx.db);
    return reply.header('cache-control', 'private, no-store').send({
      reports: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        dealEndedByReports: row.dealEndedByReports !== null,
      })),
    });
  });

  app.post('/api/reports/:id/dismiss', staffOnly, async (request, reply) => {
    const moderator = await requireModerator(request);
    const { id } = parseParams(reportIdParamsSchema, request.params);
    const answer = await writeOnce(ctx.db, request, moderator.id, async (tx) => {
      const now = ctx.clock();
      const report = await resolveReport(tx, id, { by: moderator.id, at: now });
      if (!report) throw notFound(NO_OPEN_REPORT);
      await recordAudit(
        tx,
        {
          actorId: moderator.id,
          action: 'report.dismiss',
          subjectType: 'report',
          subjectId: report.id,
          before: { dealId: report.dealId, reason: report.reason, open: true },
          after: { open: false },
        },
        now,
      );
      return { status: 200, body: { id, dismissed: true } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post('/api/reports/:id/end-deal', staffOnly, async (request, reply) => {
    const moderator = await requireModerator(request);
    const { id } = parseParams(reportIdParamsSchema, request.params);
    const answer = await writeOnce(ctx.db, request, moderator.id, async (tx) => {
      const now = ctx.clock();
      const db = asDatabase(tx);
      const report = await lockOpenReport(tx, id);
      if (!report) throw notFound(NO_OPEN_REPORT);
      const before = await storedDeal(db, report.dealId);
      if (!before) throw notFound(NO_OPEN_REPORT);
      if (before.expiryDate && before.expiryDate <= now)
        throw new HttpError(409, REPORTED_DEAL_ALREADY_ENDED, { code: 'ALREADY_ENDED' });
      await expireDeal(db, report.dealId, now);
      const resolved = await resolveDealReports(tx, report.dealId, { by: moderator.id, at: now });
      const after = await storedDeal(db, report.dealId);
      await recordAudit(
        tx,
        {
          actorId: moderator.id,
          action: 'deal.expire',
          subjectType: 'deal',
          subjectId: report.dealId,
          before: before.deal,
          after: { ...after!.deal, endedForReport: id, reportsResolved: resolved },
        },
        now,
      );
      return { status: 200, body: { id, dealId: report.dealId, dealEnded: true } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post('/api/deals/:id/reactivate', staffOnly, async (request, reply) => {
    const moderator = await requireModerator(request);
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const answer = await writeOnce(ctx.db, request, moderator.id, async (tx) => {
      const now = ctx.clock();
      await findDealState(tx, id, now);
      if (!(await reactivateReportedDeal(asDatabase(tx), id, now))) {
        throw new HttpError(409, NOT_ENDED_BY_REPORTS, { code: 'NOT_ENDED_BY_REPORTS' });
      }
      const resolved = await resolveDealReports(tx, id, { by: moderator.id, at: now }, 'expired');
      await recordAudit(
        tx,
        {
          actorId: moderator.id,
          action: 'deal.reactivate',
          subjectType: 'deal',
          subjectId: id,
          before: { endedByReports: true },
          after: { endedByReports: false, reportsResolved: resolved },
        },
        now,
      );
      return { status: 200, body: { dealId: id, reactivated: true } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
